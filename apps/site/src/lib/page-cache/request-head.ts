// A strict reader of HTTP/1.1 request heads, for the cached pages the site's server answers before Node's `http`
// module (./raw-hits.ts). It takes only the plainest requests, whole in the bytes at hand: a GET or HEAD of an
// origin-form target over HTTP/1.1, with RFC 9110 field names and values, without a body or anything that asks the
// connection to change. Everything else, an incomplete head included, is left to Node's own parser, which validates,
// times out and answers it as it answers every request (docs/page-cache.md, "Answering hits at the static-file limit").
// Being stricter than Node is safe: a request refused here is one Node reads; a request taken here must mean to Node
// what it means here, so nothing is taken that Node might read otherwise (a folded line, a bare CR or LF, a duplicate
// field, a body, a second spelling of the version).

import { remembered } from './remembered.ts';

/** A request head read in full: its method, its target as sent, and its fields by lower-case name. */
export interface RequestHead {
  readonly method: 'GET' | 'HEAD';
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** What the bytes at `start` hold: a head taken, with its length in bytes, or null for Node to read. */
export type HeadReading = { head: RequestHead; length: number } | null;

/** The most bytes of a head taken here (Node takes up to 16 KiB; a browser's page view sends well under 2 KiB). */
export const MAX_HEAD_BYTES = 8192;
/** The most fields of a head taken here. */
export const MAX_FIELDS = 64;

const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');
/** ` HTTP/1.1` and the CRLF that ends the request line. */
const VERSION = ' HTTP/1.1\r\n';
const SP = 0x20;
const HTAB = 0x09;
const CR = 0x0d;
const LF = 0x0a;
const COLON = 0x3a;

/** A table of 256 flags: set for letters and digits, and for the bytes of `others`. */
function byteClass(others: string): Uint8Array {
  const table = new Uint8Array(256);
  for (const [from, to] of ['AZ', 'az', '09']) for (let code = from!.charCodeAt(0); code <= to!.charCodeAt(0); code++) table[code] = 1;
  for (let index = 0; index < others.length; index++) table[others.charCodeAt(index)] = 1;
  return table;
}
/** The bytes of an origin-form target: RFC 3986 characters (no fragment, no space, no control, no obs-text). */
const TARGET = byteClass("-._~!$&'()*+,;=:@%/?");
/** RFC 9110 `tchar`, the bytes of a field name. */
const TOKEN = byteClass("!#$%&'*+-.^_`|~");
/**
 * The bytes of a field value (RFC 9110, 5.5): visible ASCII, spaces and tabs; obs-text (bytes from 0x80), obs-fold and
 * every other control are left to Node.
 */
const VALUE = byteClass('\t !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');
/**
 * Fields that give a request a body or ask the connection for more than one answer after another: Node handles these
 * (Connection is taken only as `keep-alive`, what HTTP/1.1 means without it).
 */
const NODES_FIELDS = new Set(['content-length', 'transfer-encoding', 'expect', 'upgrade', 'te', 'trailer', 'http2-settings', 'keep-alive']);

/**
 * Reads the request head that begins at `start` of `bytes`, or null when Node must read it (see the top of this file).
 * A head is read from its text, and what a text was read as is remembered (./remembered.ts): the same head sent again
 * (a page asked for again by the same browser build, a CDN's or a monitor's request) costs one lookup, not a parse.
 * What is read is frozen, since it is shared by every request with the same head.
 */
export function readRequestHead(bytes: Buffer, start = 0): HeadReading {
  const end = bytes.indexOf(HEAD_END, start);
  if (end === -1 || end + HEAD_END.length - start > MAX_HEAD_BYTES) return null;
  // The request line and the field lines, each with its CRLF.
  const head = headOf(bytes.toString('latin1', start, end + 2));
  return head === null ? null : { head, length: end + HEAD_END.length - start };
}

const headOf = remembered(readHead, { limit: 512, maxLength: MAX_HEAD_BYTES });

/**
 * One pass over a head's text, by table: `GET|HEAD SP origin-form SP HTTP/1.1 CRLF`, then per line `token ":" OWS
 * field-value OWS CRLF`. Strings are made only for the target and each field's name and value.
 */
function readHead(text: string): RequestHead | null {
  let at: number;
  let method: RequestHead['method'];
  if (text.startsWith('GET /')) {
    method = 'GET';
    at = 4;
  } else if (text.startsWith('HEAD /')) {
    method = 'HEAD';
    at = 5;
  } else return null;
  const targetStart = at;
  while (TARGET[text.charCodeAt(at)] === 1) at++;
  // The version and the line's CRLF, byte for byte.
  if (!text.startsWith(VERSION, at)) return null;
  const url = text.slice(targetStart, at);
  at += VERSION.length;
  const headers: Record<string, string> = Object.create(null);
  let fields = 0;
  while (at < text.length) {
    if (++fields > MAX_FIELDS) return null;
    const nameStart = at;
    let upper = false;
    let code = text.charCodeAt(at);
    for (; TOKEN[code] === 1; code = text.charCodeAt(++at)) if (code <= 0x5a && code >= 0x41) upper = true;
    if (at === nameStart || code !== COLON) return null;
    const nameEnd = at;
    code = text.charCodeAt(++at);
    while (code === SP || code === HTAB) code = text.charCodeAt(++at);
    const valueStart = at;
    while (VALUE[code] === 1) code = text.charCodeAt(++at);
    // The line ends here, with CRLF, or it holds a byte Node must judge (a bare CR or LF, a control, obs-text).
    if (code !== CR || text.charCodeAt(at + 1) !== LF) return null;
    let valueEnd = at;
    while (valueEnd > valueStart && ((code = text.charCodeAt(valueEnd - 1)) === SP || code === HTAB)) valueEnd--;
    at += 2;
    const spelled = text.slice(nameStart, nameEnd);
    const name = upper ? spelled.toLowerCase() : spelled;
    if (name in headers || NODES_FIELDS.has(name)) return null;
    headers[name] = text.slice(valueStart, valueEnd);
  }
  // Node answers a request without Host 400 (HTTP/1.1 requires it), and one that asks to close after the answer
  // with `Connection: close`.
  if (headers.host === undefined) return null;
  if (headers.connection !== undefined && headers.connection.toLowerCase() !== 'keep-alive') return null;
  return Object.freeze({ method, url, headers: Object.freeze(headers) });
}
