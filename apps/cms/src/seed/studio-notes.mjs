import { doc, p } from './blocks.mjs';
import { cycle } from './lists.mjs';

/**
 * "Studio notes": short weekly reports from the studios, going back from June 2026. They give the
 * journal enough posts (with the twelve articles, 72: twelve pages of six) for its pagination to
 * show every case: 1 2 3 … 12, 1 … 4 5 6 … 12 and 1 … 10 11 12.
 */
export const STUDIO_NOTES_COUNT = 60;

const cities = ['Ravenna', 'London', 'Dublin', 'Lyon', 'Berlin', 'Hamburg', 'Porto', 'Lisbon', 'Toronto', 'Madrid', 'Vienna', 'Edinburgh'];
/** @type {[what: string, detail: string][]} */
const happenings = [
  ['a beginners’ class finished its first panels', 'Eight first panels, one of them a very convincing cat.'],
  ['the kiln ran three glaze firings', 'A celadon test came out the colour of shallow sea water.'],
  ['a delivery of smalti arrived from Venice', 'Forty colours, sorted into jars by volunteers in one evening.'],
  ['members grouted a shared wall panel', 'Mid-grey grout, as always when in doubt.'],
  ['a school group visited the open benches', 'Thirty pupils, thirty coasters, no cut fingers.'],
  ['a teacher showed the double-hammer cut', 'Marble split along the line on the third try, to applause.'],
];
/** @type {(keyof import('./images.mjs').DemoFiles)[]} */
const imageKeys = ['studio', 'tiles', 'glass', 'grout', 'kiln', 'hero'];

/** @param {string} text */
const slugOf = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const monthDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * @param {import('./images.mjs').DemoFiles} img
 * @returns {import('./content.mjs').DemoPost[]}
 */
export function studioNotes(img) {
  const first = Date.parse('2026-06-03T09:00:00Z');
  return Array.from({ length: STUDIO_NOTES_COUNT }, (_, index) => {
    const date = new Date(first - index * 7 * 86_400_000);
    const city = cycle(cities, index);
    const [what, detail] = cycle(happenings, index);
    return {
      slug: `studio-notes-${slugOf(city)}-${date.toISOString().slice(0, 10)}`,
      title: `Studio notes: ${city}, ${monthDay.format(date)}`,
      published_at: date.toISOString(),
      author: 'The studio team',
      cover_image: img[cycle(imageKeys, index)].id,
      excerpt: `This week in ${city}, ${what}.`,
      body: doc(p(`This week at the ${city} studio, ${what}.`), p(detail)),
    };
  });
}
