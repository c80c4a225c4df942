/**
 * Property-based: random documents (known and unknown block types, random and hostile data) never make
 * rendering throw anything but the typed errors, and the output always passes the allowlist checker.
 */
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from './blocks/index.js';
import { ContentError } from './errors.js';
import { XSS_PAYLOADS } from './fixtures.js';
import { inlineText, sanitizeInline } from './inline.js';
import { renderToHtml, renderToReact, validate, type InvalidBlockPolicy } from './render.js';
import { ALLOWLIST, checkHtml } from './testing/allowlist.js';
import { safeLink } from './urls.js';

// Random on every run: a fixed seed would only ever try the same inputs. fast-check prints the seed and
// path of a failure; FAST_CHECK_SEED and FAST_CHECK_PATH replay it, as docs/development.md explains.
const replay: Pick<fc.Parameters<unknown>, 'seed' | 'path'> = process.env.FAST_CHECK_SEED
  ? { seed: Number(process.env.FAST_CHECK_SEED), path: process.env.FAST_CHECK_PATH || undefined }
  : {};

/** Pieces of markup, URLs and entities that, glued together, exercise the tokenizer's corners. */
const FRAGMENTS = [
  '<',
  '>',
  '</',
  '/>',
  '"',
  "'",
  '=',
  ' ',
  '\t',
  '\n',
  '\u0000',
  '&',
  ';',
  '#',
  '&amp;',
  '&lt;',
  '&#x61;',
  '&#0;',
  '&#1114112;',
  '&nbsp',
  '<b>',
  '</b>',
  '<i>',
  '</i>',
  '<strong>',
  '<em>',
  '<u>',
  '<code>',
  '</code>',
  '<mark>',
  '<br>',
  '<br/>',
  '<a',
  '<a href=',
  '<a href="',
  '</a>',
  'href',
  'onerror=',
  'style=',
  '<script>',
  '</script>',
  '<svg',
  '<math',
  '<img src=x',
  '<!--',
  '-->',
  '<!',
  '<?',
  'javascript:',
  'JaVaScRiPt:',
  'data:',
  'vbscript:',
  'https://',
  'http://',
  '//',
  '/\\',
  'mailto:',
  'tel:',
  '#',
  '/',
  'alert(1)',
  'x',
  'é',
  '😀',
  '/assets/4f2a7c1e-8b3d-4e6f-9a0b-1c2d3e4f5a6b',
  'www.youtube.com/embed/',
  'youtu.be/',
  'dQw4w9WgXcQ',
  'player.vimeo.com/video/',
  '76979871',
  '?h=',
  'abc',
];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(...XSS_PAYLOADS),
  fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 24 }).map((parts) => parts.join('')),
);

const anyValue = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer({ min: -2, max: 3000 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom('left', 'center', 'right', 'justify', 'ordered', 'unordered', 'open', 'closed', 'youtube', 'vimeo', 'codepen'),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

const { item } = fc.letrec<{ item: unknown }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.record(
      { content: fc.oneof(hostileString, anyValue), items: fc.oneof(fc.array(tie('item'), { maxLength: 3 }), anyValue) },
      { requiredKeys: [] },
    ),
  ),
}));

const alignment = fc.option(fc.constantFrom('left', 'center', 'right', 'justify'), { nil: undefined });
const asset = '/assets/4f2a7c1e-8b3d-4e6f-9a0b-1c2d3e4f5a6b';
const fileUrl = fc.oneof(fc.constantFrom(asset, 'https://img.example/a.png'), hostileString);
const dimension = fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined });
const videoUrl = fc
  .tuple(
    fc.constantFrom(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://player.vimeo.com/video/76979871',
      'https://vimeo.com/76979871/abc123',
      '',
    ),
    fc.constantFrom('', '?t=1', '?a=1&amp;', '#'),
    hostileString,
  )
  .map(([url, separator, tail]) => url + separator + (separator === '' ? '' : tail));

/** Valid-shaped data per block type with hostile strings wherever strings go, so converters do run. */
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  header: fc.record({ text: hostileString, level: fc.integer({ min: 1, max: 6 }), alignment }),
  paragraph: fc.record({ text: hostileString, alignment }),
  list: fc.record({ style: fc.constantFrom('ordered', 'unordered'), items: fc.array(item, { maxLength: 4 }) }),
  checklist: fc.record({ items: fc.array(fc.record({ text: hostileString, checked: fc.boolean() }), { maxLength: 4 }) }),
  quote: fc.record({ text: hostileString, caption: hostileString, alignment }),
  code: fc.record({ code: hostileString }),
  delimiter: fc.constant({}),
  image: fc.oneof(
    fc.record({
      caption: hostileString,
      withBorder: fc.boolean(),
      file: fc.record({ url: fileUrl, width: dimension, height: dimension, title: hostileString }),
    }),
    fc.record({ url: fileUrl, caption: hostileString }),
  ),
  table: fc.record({
    withHeadings: fc.boolean(),
    content: fc.array(fc.array(hostileString, { maxLength: 3 }), { maxLength: 3 }),
  }),
  attaches: fc.record({
    title: hostileString,
    file: fc.record({ url: fileUrl, name: hostileString, size: fc.nat(), extension: hostileString }),
  }),
  embed: fc.record({
    service: fc.constantFrom('youtube', 'vimeo', 'codepen'),
    embed: fc.oneof({ weight: 3, arbitrary: videoUrl }, hostileString),
    source: fc.oneof({ weight: 3, arbitrary: videoUrl }, hostileString),
    width: dimension,
    height: dimension,
    caption: hostileString,
  }),
  toggle: fc.record({ text: hostileString, status: fc.constantFrom('open', 'closed'), items: fc.integer({ min: 0, max: 3 }) }),
};
plausible['nestedlist'] = plausible['list'] ?? fc.constant({});

/** Data drawing on the fields of every block type, mostly broken. */
const randomData = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record(
      {
        text: fc.oneof(hostileString, anyValue),
        level: fc.oneof(fc.integer({ min: 0, max: 7 }), anyValue),
        alignment: anyValue,
        style: fc.oneof(fc.constantFrom('ordered', 'unordered'), anyValue),
        items: fc.oneof(fc.array(item, { maxLength: 4 }), fc.integer({ min: -1, max: 3 }), anyValue),
        caption: fc.oneof(hostileString, anyValue),
        file: anyValue,
        url: fc.oneof(fileUrl, anyValue),
        code: anyValue,
        service: fc.oneof(fc.constantFrom('youtube', 'vimeo', 'codepen'), anyValue),
        embed: fc.oneof(videoUrl, anyValue),
        width: anyValue,
        content: fc.oneof(fc.array(fc.array(anyValue, { maxLength: 3 }), { maxLength: 3 }), anyValue),
        status: anyValue,
      },
      { requiredKeys: [] },
    ),
  },
  anyValue,
);

const tunes = fc.option(fc.oneof(fc.record({ alignment: fc.record({ alignment: fc.oneof(alignment, anyValue) }) }), anyValue), {
  nil: undefined,
});

const knownBlock = fc.constantFrom(...BLOCK_TYPES).chain((type) =>
  fc.record({
    type: fc.constant(type),
    data: fc.oneof({ weight: 4, arbitrary: plausible[type] ?? randomData }, randomData),
    tunes,
  }),
);

const block = fc.oneof(
  { weight: 10, arbitrary: knownBlock },
  fc.record({
    type: fc.oneof(fc.constantFrom('raw', 'unknown', '__proto__', 'constructor', 'toString'), hostileString),
    data: randomData,
  }),
  anyValue,
);

const document = fc.oneof(
  { weight: 8, arbitrary: fc.record({ blocks: fc.array(block, { maxLength: 10 }) }) },
  fc.record({ blocks: anyValue }),
  anyValue,
);

const POLICIES: InvalidBlockPolicy[] = ['throw', 'notice', 'omit'];
const silent = (): void => {};

describe('random documents', () => {
  it('render to allowlisted, identical HTML and React output, or throw only typed errors', () => {
    fc.assert(
      fc.property(document, fc.constantFrom(...POLICIES), (doc, onInvalidBlock) => {
        const options = { onInvalidBlock, warn: silent, siteOrigin: 'https://site.example' };
        let html: string;
        try {
          html = renderToHtml(doc, options);
        } catch (error) {
          expect(error).toBeInstanceOf(ContentError);
          expect(onInvalidBlock).toBe('throw');
          expect(validate(doc)).not.toEqual([]);
          return;
        }
        expect(checkHtml(html)).toEqual([]);
        expect(renderToStaticMarkup(renderToReact(doc, options))).toBe(html);
        if (onInvalidBlock === 'throw') expect(validate(doc)).toEqual([]);
      }),
      { numRuns: 1500, ...replay },
    );
    // Thousands of documents: generous on a loaded two-core machine.
  }, 60_000);
});

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/**
 * The text and the deepest nesting of allowlisted inline HTML (checkHtml vouches for its syntax first): the
 * tags and the five entities React emits are all it can contain.
 */
function readInline(html: string): { text: string; depth: number } {
  let text = '';
  let depth = 0;
  let open = 0;
  for (let i = 0; i < html.length;) {
    if (html[i] === '<') {
      const end = html.indexOf('>', i);
      const tag = html.slice(i, end + 1);
      if (tag === '<br/>') text += ' ';
      else open += tag.startsWith('</') ? -1 : 1;
      depth = Math.max(depth, open);
      i = end + 1;
    } else if (html[i] === '&') {
      const end = html.indexOf(';', i);
      text += ENTITIES[html.slice(i, end + 1)] ?? '';
      i = end + 1;
    } else {
      text += html[i];
      i++;
    }
  }
  return { text, depth };
}

describe('random inline markup', () => {
  const nested = fc
    // Mostly start tags, so that the depth cap is reached.
    .array(fc.constantFrom('<b>', '<i>', '<u>', '<a href="/x">', '</b>', 'x'), { minLength: 40, maxLength: 120 })
    .map((parts) => parts.join(''));

  it('always sanitizes to allowlisted, closed, depth-capped markup with the same text as inlineText, and is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(hostileString, nested), fc.constantFrom('https://site.example', undefined), (text, origin) => {
        const html = sanitizeInline(text, origin);
        expect(checkHtml(html)).toEqual([]);
        const { text: shown, depth } = readInline(html);
        expect(depth).toBeLessThanOrEqual(32);
        expect(shown).toBe(inlineText(text));
        expect(sanitizeInline(html, origin)).toBe(html);
      }),
      { numRuns: 5000, ...replay },
    );
  }, 60_000);
});

/** The reference checker's rule for an href, independent of the renderer's URL code. */
const referenceAcceptsLink = (href: string): boolean => ALLOWLIST['a']?.['href']?.(href) ?? false;

describe('link approval', () => {
  const schemes = ['http:', 'https:', 'mailto:', 'tel:', 'HTTPS:', 'MailTo:', ''];
  const markup = ['<', '<i', '<i><', '>', '"', "'", '&', '&lt;', '`', ' ', '\\', '%', '@', '[', ']', '{', '|'];
  // The family of the counterexample `<a href=mailto://<i><` (seed -1647784767): every allowed scheme
  // followed by `//` and a markup character, in each way a link can be written.
  const family = schemes.flatMap((scheme) => markup.map((tail) => `${scheme}//${tail}`));

  it.each(family)('agrees with the reference about %j, in every spelling of a link', (href) => {
    const link = safeLink(href, 'https://site.example');
    if (link !== undefined) expect(referenceAcceptsLink(link.href)).toBe(true);
    for (const written of [`<a href=${href}>x</a>`, `<a href="${href}">x</a>`, `<a href='${href}'>x</a>`, `<a href=${href}><i><`]) {
      expect(checkHtml(sanitizeInline(written, 'https://site.example'))).toEqual([]);
    }
  });

  it('writes no link for mailto://<i, which no URL parser reads', () => {
    expect(sanitizeInline('<a href=mailto://<i><', 'https://site.example')).toBe('&lt;');
  });

  it('approves only links the reference accepts, for any text after any allowed scheme', () => {
    fc.assert(
      fc.property(fc.constantFrom(...schemes, '/', '#', '//'), hostileString, (scheme, rest) => {
        const link = safeLink(scheme + rest, 'https://site.example');
        if (link !== undefined) expect(referenceAcceptsLink(link.href)).toBe(true);
      }),
      { numRuns: 5000, ...replay },
    );
  });
});
