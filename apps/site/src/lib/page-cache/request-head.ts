// A strict reader of HTTP/1.1 request heads, for the cached pages the site's server answers before Node's `http`
// module (./raw-hits.ts). It takes only the plainest requests, whole in the bytes at hand: a GET or HEAD of an
// origin-form target over HTTP/1.1, with RFC 9110 field names and values, without a body or anything that asks the
// connection to change. Everything else, an incomplete head included, is left to Node's own parser, which validates,
// times out and answers it as it answers every request (docs/page-cache.md, "Answering hits at the static-file limit").
// Being stricter than Node is safe: a request refused here is one Node reads; a request taken here must mean to Node
// what it means here, so nothing is taken that Node might read otherwise (a folded line, a bare CR or LF, a duplicate
// field, a body, a second spelling of the version).

/** A request head read in full: its method, its target as sent, and its fields by lower-case name. */
export interface RequestHead {
  method: 'GET' | 'HEAD';
  url: string;
  headers: Record<string, string>;
}

/** What the bytes at `start` hold: a head taken, with its length in bytes, or null for Node to read. */
export type HeadReading = { head: RequestHead; length: number } | null;

/** The most bytes of a head taken here (Node takes up to 16 KiB; a browser's page view sends well under 2 KiB). */
export const MAX_HEAD_BYTES = 8192;
/** The most fields of a head taken here. */
export const MAX_FIELDS = 64;

const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');
/** `GET|HEAD SP origin-form SP HTTP/1.1`: a path and query of RFC 3986 characters (no fragment, no space, no control). */
const REQUEST_LINE = /^(GET|HEAD) (\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*) HTTP\/1\.1$/;
/**
 * `token ":" OWS field-value OWS` (RFC 9110, 5.6.2 and 5.5): visible ASCII with inner spaces and tabs; obs-text (bytes
 * from 0x80) and obs-fold are left to Node.
 */
const FIELD_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):[ \t]*((?:[\x21-\x7e](?:[\x20-\x7e\t]*[\x21-\x7e])?)?)[ \t]*$/;
/**
 * Fields that give a request a body or ask the connection for more than one answer after another: Node handles these
 * (Connection is taken only as `keep-alive`, what HTTP/1.1 means without it).
 */
const NODES_FIELDS = new Set(['content-length', 'transfer-encoding', 'expect', 'upgrade', 'te', 'trailer', 'http2-settings', 'keep-alive']);

/** Reads the request head that begins at `start` of `bytes`, or null when Node must read it (see the top of this file). */
export function readRequestHead(bytes: Buffer, start = 0): HeadReading {
  const end = bytes.indexOf(HEAD_END, start);
  if (end === -1 || end + HEAD_END.length - start > MAX_HEAD_BYTES) return null;
  const lines = bytes.toString('latin1', start, end).split('\r\n');
  if (lines.length - 1 > MAX_FIELDS) return null;
  const request = REQUEST_LINE.exec(lines[0]!);
  if (request === null) return null;
  const headers: Record<string, string> = Object.create(null);
  for (let index = 1; index < lines.length; index++) {
    const field = FIELD_LINE.exec(lines[index]!);
    if (field === null) return null;
    const name = field[1]!.toLowerCase();
    if (name in headers || NODES_FIELDS.has(name)) return null;
    headers[name] = field[2]!;
  }
  // Node answers a request without Host 400 (HTTP/1.1 requires it), and one that asks to close after the answer
  // with `Connection: close`.
  if (headers.host === undefined) return null;
  if (headers.connection !== undefined && headers.connection.toLowerCase() !== 'keep-alive') return null;
  return { head: { method: request[1] as RequestHead['method'], url: request[2]!, headers }, length: end + HEAD_END.length - start };
}
