// How the site stores values in Redis: JSON, with the binary and Map values that Next.js's cache
// entries hold (RSC payloads, segment maps, route bodies, poster images) kept intact.
const BYTES = '$bytes';
const MAP = '$map';

function encode(value: unknown): unknown {
  if (value instanceof Uint8Array) return { [BYTES]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  if (value instanceof Map) return { [MAP]: [...value].map(([key, item]) => [key, encode(item)]) };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item)]));
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (typeof record[BYTES] === 'string') return Buffer.from(record[BYTES], 'base64');
  if (Array.isArray(record[MAP])) return new Map((record[MAP] as [unknown, unknown][]).map(([key, item]) => [key, decode(item)]));
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, decode(item)]));
}

/** JSON with Uint8Array/Buffer (read back as Buffer) and Map values kept intact. */
export const serialize = (value: unknown): string => JSON.stringify(encode(value));

/** The value `serialize` wrote; its shape is the caller's to know. */
export const deserialize = <V>(text: string): V => decode(JSON.parse(text)) as V;
