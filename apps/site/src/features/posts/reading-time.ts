import { renderToText } from '@tessera/blocks';

/** Words an adult reads in a minute, silently, on a screen (non-fiction: about 240; rounded down for a craft text). */
export const WORDS_PER_MINUTE = 200;

/** The minutes a post's body takes to read, at least one: its visible words (as search sees them) at WORDS_PER_MINUTE. */
export function readingMinutes(body: unknown): number {
  const text = renderToText(body);
  const words = text === '' ? 0 : text.split(/\s+/).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
