// How the site stores values in Redis: JSON, with the binary and Map values that Next.js's cache
// entries hold (RSC payloads, segment maps, route bodies, poster images) kept intact.
const BYTES = '$bytes';
const MAP = '$map';

function encode(value) {
  if (value instanceof Uint8Array) return { [BYTES]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  if (value instanceof Map) return { [MAP]: [...value].map(([key, item]) => [key, encode(item)]) };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item)]));
  return value;
}

function decode(value) {
  if (Array.isArray(value)) return value.map(decode);
  if (!value || typeof value !== 'object') return value;
  if (typeof value[BYTES] === 'string') return Buffer.from(value[BYTES], 'base64');
  if (Array.isArray(value[MAP])) return new Map(value[MAP].map(([key, item]) => [key, decode(item)]));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decode(item)]));
}

/** @param {unknown} value */
export const serialize = (value) => JSON.stringify(encode(value));

/** @param {string} text */
export const deserialize = (text) => decode(JSON.parse(text));
