/** The 64 URL-safe characters of RFC 4648's base64url alphabet. */
export const RANDOM_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** 21 characters of 6 bits each: 126 random bits, as many as a UUID v4 carries (122) and a few more. */
export const RANDOM_ID_LENGTH = 21;

/**
 * A random URL-safe id for markup and keys that React's `useId` cannot give: ids made outside a
 * render (in event handlers, effects, tests) or that must differ between renders. Bytes come from
 * `crypto.getRandomValues` (in browsers, also on plain-http pages, where `crypto.randomUUID` is
 * missing); each byte's low 6 bits pick a character, and as 64 divides 256 every character is
 * equally likely.
 */
export function randomId(length: number = RANDOM_ID_LENGTH): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError(`A random id needs a whole, positive length, not ${length}`);
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = '';
  for (const byte of bytes) id += RANDOM_ID_ALPHABET[byte & 63];
  return id;
}
