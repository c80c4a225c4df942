/**
 * A deterministic 1,000-block document in Directus's shapes, mixed like real articles: mostly paragraphs
 * with inline markup, plus headers, lists, quotes, code, images, tables, embeds and the rest.
 */

/** mulberry32: a tiny seeded PRNG, so every run renders the same document. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = 'the quick brown fox jumps over lazy dog content block editor directus tessera render safe fast page site'.split(' ');
const UUID = (n) => `4f2a7c1e-8b3d-4e6f-9a0b-${String(n).padStart(12, '0')}`;

/**
 * `markup: 'dense'` puts bold, italic, a link, inline code and entities in every rich text (a stress test for
 * the inline parser); `'light'` gives one rich text in three a single link or bold word, closer to prose.
 */
export function buildDocument({ size = 1000, seed = 42, markup = 'dense' } = {}) {
  const next = random(seed);
  const pick = (items) => items[Math.floor(next() * items.length)];
  const words = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const link = () => `<a href="https://example.com/${pick(WORDS)}?a=1&amp;b=2">${words(2)}</a>`;
  const dense = () =>
    `${words(8)} <b>${words(2)}</b> ${words(6)} <i>${words(3)}</i>, ${link()} ` +
    `${words(5)} <code class="inline-code">${pick(WORDS)}()</code> &amp; ${words(7)}.`;
  const light = () => {
    const roll = next();
    const middle = roll < 1 / 6 ? link() : roll < 1 / 3 ? `<b>${words(2)}</b>` : words(2);
    return `${words(14)} ${middle} ${words(17)}.`;
  };
  const rich = markup === 'dense' ? dense : light;
  const tunes = () => ({ alignment: { alignment: pick(['left', 'left', 'left', 'center']) } });

  const makers = [
    [40, () => ({ type: 'paragraph', data: { text: rich() }, tunes: tunes() })],
    [8, () => ({ type: 'header', data: { text: words(4), level: pick([2, 2, 3, 4]) }, tunes: tunes() })],
    [5, () => ({ type: 'list', data: { style: pick(['ordered', 'unordered']), items: [rich(), words(6), words(4)] } })],
    [
      5,
      () => ({
        type: 'nestedlist',
        data: {
          style: 'unordered',
          items: [
            { content: words(5), items: [{ content: `<b>${words(3)}</b>`, items: [] }] },
            { content: words(4), items: [] },
          ],
        },
      }),
    ],
    [
      4,
      () => ({
        type: 'checklist',
        data: {
          items: [
            { text: words(4), checked: true },
            { text: words(3), checked: false },
          ],
        },
      }),
    ],
    [5, () => ({ type: 'quote', data: { text: rich(), caption: words(2), alignment: 'left' }, tunes: tunes() })],
    [5, () => ({ type: 'code', data: { code: `const x = a < b && c > "d";\n${words(6)}\nreturn '<b>';` } })],
    [
      8,
      () => {
        const n = Math.floor(next() * 1e6);
        return {
          type: 'image',
          data: {
            caption: `${words(4)} <i>${words(1)}</i>`,
            withBorder: false,
            file: { url: `/assets/${UUID(n)}`, width: 1600, height: 900, title: words(2), fileId: UUID(n) },
          },
        };
      },
    ],
    [
      4,
      () => ({
        type: 'table',
        data: {
          withHeadings: true,
          content: [
            [words(1), words(1), words(1)],
            [words(2), `<b>${words(1)}</b>`, '1 &amp; 2'],
            [words(2), words(1), '3'],
          ],
        },
      }),
    ],
    [
      3,
      () => ({
        type: 'embed',
        data: {
          service: 'youtube',
          source: 'https://youtu.be/dQw4w9WgXcQ',
          embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=1&amp;rel=0',
          width: 580,
          height: 320,
          caption: words(3),
        },
      }),
    ],
    [
      2,
      () => ({
        type: 'attaches',
        data: { title: words(2), file: { url: `/assets/${UUID(7)}`, name: 'report.pdf', size: 123456, extension: 'pdf' } },
      }),
    ],
    [4, () => ({ type: 'delimiter', data: {} })],
  ];
  const total = makers.reduce((sum, [weight]) => sum + weight, 0);
  const blocks = [];
  while (blocks.length < size) {
    let roll = next() * total;
    const [, make] = makers.find(([weight]) => (roll -= weight) < 0) ?? makers[0];
    blocks.push(make());
    if (blocks.length % 100 === 50) {
      // A toggle holding the next two blocks, as Directus stores it.
      blocks.push({ type: 'toggle', data: { text: words(3), status: 'closed', items: 2 } });
    }
  }
  return { time: 1764100000000, version: '2.31.2', blocks: blocks.slice(0, size) };
}
