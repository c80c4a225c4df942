/**
 * 10,000 generated journal posts for the search benchmarks, the same on every run (seeded), as Directus items with
 * Block Editor bodies. Words follow Zipf's law, as in real text: a few very common words (the first of them the
 * craft's: mosaic, tesserae, grout…), then ever rarer ones, over 5,000 made-up filler words and the place names
 * the queries look for (diacritics and all). With only the craft words every query would match most posts, which
 * no real journal does.
 */
import { seededRandom } from '../../../../../../scripts/bench/random.mjs';

const VOCABULARY = (
  'mosaic tessera tesserae grout adhesive nippers wheeled smalti glass marble stone ceramic glaze kiln firing clay ' +
  'andamento outline background panel mesh substrate cement tile tiles colour pattern border frieze floor wall ' +
  'studio bench class beginner teacher workshop design sketch cartoon reverse method direct indirect sealing ' +
  'frost outdoor garden fountain history byzantine roman ravenna pompeii gold leaf shimmer light surface texture ' +
  'cut cutting hammer hardie chisel sponge bucket trowel spread press level joint width colours mixing pigment ' +
  'chemistry oxide cobalt copper iron glossy matte crackle slip bisque schedule cone temperature cooling'
).split(' ');
const PLACES = ['Zürich', 'Lyon', 'Kraków', 'Málaga', 'Göteborg', 'Porto', 'Ljubljana', 'Besançon', 'Plzeň', 'Łódź'];

const SYLLABLES = 'ka lo mi ne ru sa te vo di pa fe gu ho ji ly ma no pe qu ri so tu ve wa xi yo ze'.split(' ');

/** Craft words spread over the common ranks, filler words and places in between, seeded. */
function zipfVocabulary(r) {
  const filler = Array.from({ length: 5000 }, () =>
    Array.from({ length: 2 + Math.floor(r() * 3) }, () => SYLLABLES[Math.floor(r() * SYLLABLES.length)]).join(''),
  );
  const words = [...filler];
  VOCABULARY.forEach((word, index) => words.splice(20 + index * 7, 0, word));
  PLACES.forEach((place, index) => words.splice(400 + index * 37, 0, place));
  // Cumulative weights 1/rank (Zipf, s = 1) for drawing by binary search.
  const cumulative = [];
  let total = 0;
  for (let rank = 1; rank <= words.length; rank++) cumulative.push((total += 1 / rank));
  return (value) => {
    const target = value * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return words[low];
  };
}

let draw;

function sentence(r, length) {
  const words = Array.from({ length }, () => draw(r()));
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

export function generatePosts(count = 10_000, seed = 23) {
  const r = seededRandom(seed);
  draw = zipfVocabulary(r);
  const start = Date.UTC(2015, 0, 1);
  return Array.from({ length: count }, (_, index) => {
    const title = sentence(r, 3 + Math.floor(r() * 4)).slice(0, -1);
    const paragraphs = Array.from({ length: 3 + Math.floor(r() * 4) }, () => sentence(r, 20 + Math.floor(r() * 20)));
    return {
      status: 'published',
      slug: `bench-${index + 1}`,
      title,
      excerpt: paragraphs[0],
      published_at: new Date(start + Math.floor(r() * 11 * 365) * 86_400_000).toISOString(),
      body: {
        time: 0,
        version: '2.31.2',
        blocks: [
          { id: `h${index}`, type: 'header', data: { text: title, level: 2 } },
          ...paragraphs.map((text, block) => ({ id: `p${index}-${block}`, type: 'paragraph', data: { text } })),
        ],
      },
    };
  });
}

/** The benchmark's queries: plain words, two words, a typo, a prefix, a folded diacritic. */
export const QUERIES = [
  'mosaic',
  'mosiac',
  'nipp',
  'zurich',
  'krakow',
  'grout colour',
  'smalti history',
  'andamento outline',
  'glaze chemistry',
  'kiln firing schedule',
];
