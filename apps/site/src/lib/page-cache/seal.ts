// Turns a page rendered for one request (its scripts carry that request's CSP nonce) into a page any number of
// visitors may get: the nonce is taken out everywhere, and its Content-Security-Policy allows exactly the page's own
// scripts by their SHA-256 hashes instead (with 'strict-dynamic', so the scripts those load may load more).
//
// - Inline scripts are hashed only when they have one of the shapes Next.js writes: the RSC payload pushes
//   (`self.__next_f.push([…])`, the first of them `(self.__next_f=self.__next_f||[]).push([0])`) and
//   Turbopack's bootstrap (`(globalThis["TURBOPACK"] || …).push({…});`), each with a JSON argument. Any other
//   inline script stays unhashed, so browsers refuse to run it, and is reported once. The one exception is the
//   site's own theme script (../theme/script.mjs), hashed as Next.js's are. Data blocks (`<script
//   type="application/ld+json">`, structured data) are not scripts: browsers never run them, CSP does not apply.
// - External scripts, and preloads of scripts, are allowed by their integrity hash (Next.js's
//   `experimental.sri`); a script of the build that Next.js wrote without one (the chunks of client components
//   it lists in the RSC payload, and their preloads) gets one here, hashed from the build's file. An external
//   script from elsewhere stays unhashed and is reported.
// - Inline styles, if a page had any, are hashed too; stylesheets come from 'self'.
// - Last, the page's async scripts are held until its first paint (./held-scripts.ts), and the inline script that
//   puts them back is allowed by its hash.
import { createHash } from 'node:crypto';
import { THEME_SCRIPT } from '../theme/script.mjs';
import { HELD_SCRIPTS_LOADER, holdScripts } from './held-scripts.ts';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\bas="script")(?=[^>]*\brel="(?:preload|modulepreload)")([^>]*?)(\/?)>/gi;
const SRC = /\bsrc="([^"]*)"/i;
const HREF = /\bhref="([^"]*)"/i;
const INTEGRITY = /\bintegrity="([^"]*)"/i;
/** A data block's type: JSON, which browsers never run. */
const DATA_BLOCK_TYPE = /(?:^|\s)type="application\/(?:ld\+)?json"/i;

/** A script or style the sealed page's policy does not allow, for the log. */
export interface Refused {
  kind: 'inline script' | 'external script';
  text: string;
}

/** A sealed page and what its policy must allow. */
export interface SealedPage {
  html: string;
  scriptSources: string[];
  styleSources: string[];
  refused: Refused[];
}

/** The inline script shapes Next.js writes: a fixed call around one JSON value. */
const NEXT_INLINE_SHAPES: { prefix: string; suffix: string; isArgument: (value: unknown) => boolean }[] = [
  { prefix: '(self.__next_f=self.__next_f||[]).push(', suffix: ')', isArgument: Array.isArray },
  { prefix: 'self.__next_f.push(', suffix: ')', isArgument: Array.isArray },
  {
    prefix: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
    suffix: ');',
    isArgument: (value) => value !== null && typeof value === 'object' && !Array.isArray(value),
  },
];

/** Whether an inline script's text is exactly one of the shapes Next.js writes. */
export function isNextInlineScript(text: string): boolean {
  return NEXT_INLINE_SHAPES.some(({ prefix, suffix, isArgument }) => {
    if (!text.startsWith(prefix) || !text.endsWith(suffix)) return false;
    try {
      return isArgument(JSON.parse(text.slice(prefix.length, text.length - suffix.length)));
    } catch {
      return false;
    }
  });
}

/** A CSP hash source of a text (`'sha256-…'`). */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * The sealed page and what its policy must allow: `html` as rendered for one request under `nonce`;
 * `readBuildFile` gives the build's file behind a `/_next/static/…` path.
 */
export function sealPage(
  html: string,
  { nonce, readBuildFile }: { nonce: string; readBuildFile: (path: string) => Buffer | null },
): SealedPage {
  const nonceAttribute = ` nonce="${nonce}"`;
  const scriptSources = new Set<string>();
  const styleSources = new Set<string>();
  const refused: Refused[] = [];
  // Attributes first, then the copies in the RSC payload (React's client would put it on the stylesheets and
  // scripts it adds, which 'self' and 'strict-dynamic' allow without it): the hashes are of the text browsers will
  // see, and a page rendered again with the same content is byte for byte the same, so its ETag holds.
  let sealed = html.replaceAll(nonceAttribute, '').replaceAll(nonce, '');
  /** The integrity an external script (or its preload) is allowed by: its own, or one made from the build's file. */
  const integrityFor = (attributes: string, url: string): { given?: string; made?: string } => {
    const given = INTEGRITY.exec(attributes)?.[1];
    if (given) {
      for (const token of given.split(/\s+/)) if (/^sha(256|384|512)-/.test(token)) scriptSources.add(`'${token}'`);
      return { given };
    }
    const file = url.startsWith('/_next/static/') ? readBuildFile(url) : null;
    if (file === null) {
      refused.push({ kind: 'external script', text: url });
      return {};
    }
    const made = `sha256-${createHash('sha256').update(file).digest('base64')}`;
    scriptSources.add(`'${made}'`);
    return { made };
  };
  sealed = sealed.replace(SCRIPT, (element, attributes: string, text: string) => {
    const src = SRC.exec(attributes)?.[1];
    if (src === undefined) {
      if (DATA_BLOCK_TYPE.test(attributes)) return element;
      if (isNextInlineScript(text) || text === THEME_SCRIPT) scriptSources.add(sha256Source(text));
      else refused.push({ kind: 'inline script', text });
      return element;
    }
    const { made } = integrityFor(attributes, src);
    return made ? `<script${attributes} integrity="${made}">${text}</script>` : element;
  });
  // A preload of a script is checked like the script itself.
  sealed = sealed.replace(SCRIPT_PRELOAD, (element, attributes: string, slash: string) => {
    const href = HREF.exec(attributes)?.[1];
    if (href === undefined) return element;
    const { made } = integrityFor(attributes, href);
    return made ? `<link${attributes} integrity="${made}"${slash}>` : element;
  });
  for (const [, , text = ''] of sealed.matchAll(STYLE)) styleSources.add(sha256Source(text));
  const held = holdScripts(sealed);
  if (held !== sealed) scriptSources.add(sha256Source(HELD_SCRIPTS_LOADER));
  return { html: held, scriptSources: [...scriptSources], styleSources: [...styleSources], refused };
}

/**
 * The policy a sealed page is served with: the per-request policy it was rendered under, with the nonce
 * replaced by the page's hashes (script-src keeps 'strict-dynamic', so scripts the allowed ones load run too).
 * Everything else (the features' hosts, frame-ancestors, …) stays as the site's policy made it.
 */
export function sealPolicy(
  policy: string,
  nonce: string,
  { scriptSources, styleSources }: Pick<SealedPage, 'scriptSources' | 'styleSources'>,
): string {
  const nonceSource = `'nonce-${nonce}'`;
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (!sources.includes(nonceSource)) return directive.trim();
      const replacement = name === 'script-src' ? scriptSources : name === 'style-src' ? styleSources : [];
      const list = sources.flatMap((source) => (source === nonceSource ? replacement : [source]));
      return [name, ...(list.length > 0 ? list : ["'none'"])].join(' ');
    })
    .join('; ');
}

/** The nonce of a per-request page policy, or null when it has none. */
export function nonceOf(policy: string | undefined): string | null {
  return /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? null;
}
