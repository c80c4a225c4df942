// Answering a request from the page cache: a stored page with its shared headers (Vary, ETag, the CDN's
// Cache-Control) in the encoding the client prefers, or 304; and the two answers a fill gives instead of a page (a
// render's own response relayed, or "too many pages render"). Nothing here renders, stores or awaits: the fills are
// ./fill.ts, and ./page-cache.ts decides which answer a request gets.
import { STATUS_CODES, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { markdownAddress } from '../markdown-address.ts';
import { CACHE_REFRESH_SECONDS } from '../server-seam.ts';
import { remembered } from './remembered.ts';
import type { RequestHead } from './request-head.ts';
import type { PageRequest } from './requests.ts';
import type { PageEntry } from './stores.ts';

/** Says how a page was answered: HIT, STALE (served while it is rendered again) or MISS (rendered for this request). */
export const CACHE_STATUS_HEADER = 'x-tessera-page-cache';
/** Seconds a visitor refused because too many pages render is asked to wait. */
const BUSY_RETRY_SECONDS = 5;

/** Whether a request URL's address has a Markdown version, so that its answer depends on Accept. */
const answersMarkdown = remembered((url: string) => markdownAddress(url.split('?')[0]!) !== null);

/**
 * The encoding a cached page is sent in for an Accept-Encoding header: the one of Brotli and gzip with the highest
 * weight (`*` stands for each unless named; `q=0` refuses it), Brotli on a tie; null (the page as it is) when the
 * client accepts neither.
 */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  return header === undefined ? null : preferredEncodingOf(header);
}

const preferredEncodingOf = remembered((header: string): 'br' | 'gzip' | null => {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((item) => item.trim().toLowerCase());
    if (coding === '') continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.slice(q.indexOf('=') + 1).trim());
    if (Number.isFinite(weight) && weight >= 0 && weight <= 1) weights.set(coding, weight);
  }
  const weightOf = (...names: string[]) =>
    names.map((name) => weights.get(name)).find((weight) => weight !== undefined) ?? weights.get('*') ?? 0;
  const brotli = weightOf('br');
  const gzipped = weightOf('gzip', 'x-gzip');
  if (brotli > 0 && brotli >= gzipped) return 'br';
  return gzipped > 0 ? 'gzip' : null;
});

/** A Vary header's value with `name` in it (once, whatever the case it was already given in). */
export function withVary(vary: string | undefined, name: string): string {
  const names = (vary ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return names.some((item) => item === '*' || item.toLowerCase() === name.toLowerCase()) ? names.join(', ') : [...names, name].join(', ');
}

const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));

type Variant = 'HIT' | 'STALE' | 'MISS';

/**
 * One of a stored page's answers (HIT, STALE or MISS; 200 in each encoding, or 304; with or without Accept in Vary),
 * made the first time it is sent and then reused as it is: an entry never changes (a new render is a new entry), so
 * neither do its answers. Node's path hands `headers` to writeHead; the raw path (./raw-hits.ts) writes `wire`, the
 * same fields as Node serialises them.
 */
interface StoredAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  /** The status line and fields as bytes, then per second the whole answer with its Date (and body, or none). */
  wire?: { fields: Buffer; tail: string; withBody?: Buffer; bodiless?: Buffer };
}

const storedAnswers = new WeakMap<PageEntry, Map<string, StoredAnswer>>();

function storedAnswer(
  entry: PageEntry,
  status: Variant,
  sharedMaxAge: number,
  markdown: boolean,
  encoding: 'br' | 'gzip' | null | 'not modified',
): StoredAnswer {
  let answers = storedAnswers.get(entry);
  if (answers === undefined) storedAnswers.set(entry, (answers = new Map()));
  const variant = `${status} ${sharedMaxAge} ${markdown} ${encoding}`;
  let answer = answers.get(variant);
  if (answer === undefined) {
    const headers: Record<string, string> = {
      ...entry.headers,
      // Set here, whatever the render's own Vary said: the body depends on Accept-Encoding, and at an address with a
      // Markdown version (the HTML page's, answered with either) on Accept.
      vary: withVary(markdown ? withVary(entry.headers.vary, 'Accept') : entry.headers.vary, 'Accept-Encoding'),
      // Stale: a CDN must ask again soon (a conditional request), so it never keeps the old page long.
      'cache-control':
        status === 'STALE'
          ? 'public, max-age=0, s-maxage=0, must-revalidate'
          : `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${CACHE_REFRESH_SECONDS}`,
      etag: entry.etag,
      'last-modified': new Date(entry.renderedAt).toUTCString(),
      [CACHE_STATUS_HEADER]: status,
    };
    if (encoding !== 'not modified') {
      if (encoding !== null) headers['content-encoding'] = encoding;
      headers['content-length'] = String(bodyOf(entry, encoding).byteLength);
    }
    answers.set(variant, (answer = { status: encoding === 'not modified' ? 304 : 200, headers }));
  }
  return answer;
}

const bodyOf = (entry: PageEntry, encoding: 'br' | 'gzip' | null) =>
  encoding === 'br' ? entry.brotli : encoding === 'gzip' ? entry.gzip : entry.body;

/**
 * Which answer a request for a stored page gets, and its body: 304 when the client's copy is current, else 200 in the
 * encoding it prefers; no body for HEAD (the same fields, Content-Length included) or 304. The one decision behind
 * both ways of sending a stored page.
 */
function chooseAnswer(
  request: PageRequest,
  entry: PageEntry,
  status: Variant,
  sharedMaxAge: number,
): { answer: StoredAnswer; body: Buffer | undefined } {
  const markdown = answersMarkdown(request.url ?? '/');
  const notModified =
    request.headers['if-none-match'] !== undefined
      ? etagMatches(request.headers['if-none-match'], entry.etag)
      : request.headers['if-modified-since'] !== undefined &&
        Math.floor(entry.renderedAt / 1000) * 1000 <= Date.parse(request.headers['if-modified-since']);
  if (notModified) return { answer: storedAnswer(entry, status, sharedMaxAge, markdown, 'not modified'), body: undefined };
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  return {
    answer: storedAnswer(entry, status, sharedMaxAge, markdown, encoding),
    body: request.method === 'HEAD' ? undefined : bodyOf(entry, encoding),
  };
}

/**
 * Sends a stored page: HIT (fresh), STALE (served while it is rendered again) or MISS (stored by this request's fill).
 * `sharedMaxAge` is how long a CDN may keep it (s-maxage).
 */
export function sendEntry(
  request: IncomingMessage,
  response: ServerResponse,
  entry: PageEntry,
  status: Variant,
  sharedMaxAge: number,
): void {
  const { answer, body } = chooseAnswer(request, entry, status, sharedMaxAge);
  response.writeHead(answer.status, answer.headers).end(body);
}

/**
 * A stored page's answer as the bytes Node's ServerResponse writes for sendEntry's (./raw-hits.ts): the status line,
 * the same fields in the same order, `tail` (the Date and connection fields), the body. Made once per answer and
 * second, so a hit costs one lookup and one write. The request is a head read before Node's parser, one frozen object
 * per text (./request-head.ts), so which answer it gets from an entry, which never changes either, is chosen once.
 */
export function wireEntry(request: RequestHead, entry: PageEntry, status: Variant, sharedMaxAge: number, tail: string): Buffer {
  let chosen = rawChoices.get(entry)?.get(request);
  if (chosen?.status !== status) {
    chosen = { status, ...chooseAnswer(request, entry, status, sharedMaxAge) };
    let choices = rawChoices.get(entry);
    if (choices === undefined) rawChoices.set(entry, (choices = new WeakMap()));
    choices.set(request, chosen);
  }
  const { answer, body } = chosen;
  let wire = answer.wire;
  if (wire === undefined) {
    let fields = `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n`;
    for (const name in answer.headers) fields += `${name}: ${answer.headers[name]}\r\n`;
    answer.wire = wire = { fields: Buffer.from(fields, 'latin1'), tail: '' };
  }
  if (wire.tail !== tail) {
    wire.tail = tail;
    wire.withBody = wire.bodiless = undefined;
  }
  if (body === undefined) return (wire.bodiless ??= Buffer.concat([wire.fields, Buffer.from(`${tail}\r\n`, 'latin1')]));
  return (wire.withBody ??= Buffer.concat([wire.fields, Buffer.from(`${tail}\r\n`, 'latin1'), body]));
}

/** chooseAnswer's choice for a head read raw, by entry and head (the last status it was chosen for). */
const rawChoices = new WeakMap<PageEntry, WeakMap<RequestHead, { status: Variant; answer: StoredAnswer; body: Buffer | undefined }>>();

/** A response rendered for this request only (an error, a redirect, the "unavailable" notice): passed on as it is. */
export function relayRender(response: ServerResponse, rendered: Response, body: Buffer): void {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of rendered.headers) {
    if (!['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date'].includes(name)) headers[name] = value;
  }
  headers['set-cookie'] = rendered.headers.getSetCookie();
  headers['cache-control'] = 'private, no-store';
  headers['content-length'] = String(body.byteLength);
  response.writeHead(rendered.status, headers);
  response.end(body);
}

/** Too many pages render and wait already (./fill-limit.ts): try again shortly. */
export function sendBusy(request: IncomingMessage, response: ServerResponse): void {
  const body = 'Too many pages are being prepared right now. Please try again in a few seconds.\n';
  response.writeHead(503, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    'retry-after': String(BUSY_RETRY_SECONDS),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
