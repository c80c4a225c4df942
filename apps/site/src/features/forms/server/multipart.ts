import 'server-only';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';

/** A file read from a form post: its cleaned name, its size and its type as its first bytes show it. */
export interface ReceivedFile {
  name: string;
  size: number;
  /** The content type its first bytes show ('application/octet-stream' when they show none). */
  type: string;
  /** Its bytes; null when it was larger than its field takes (then only counted, never kept). */
  bytes: Uint8Array<ArrayBuffer> | null;
}

export interface ReadPost {
  /** The text fields. */
  data: FormData;
  /** The files of the file fields asked for, by field name. */
  files: Map<string, ReceivedFile>;
}

/** The post is not a form post this route can read (no multipart body, a broken one). */
export class MalformedPostError extends Error {
  override name = 'MalformedPostError';
}

/** The post goes on far beyond anything the form takes: reading stops. */
export class OversizedPostError extends Error {
  override name = 'OversizedPostError';
}

const KB = 1024;
/** A text field's most: the longest field takes 5,000 characters, which UTF-8 may spell in 4 bytes each. */
const FIELD_BYTES = 20 * KB;
/**
 * How far past its files' limits a post is read, so that a visitor whose file is too large is told so at the field
 * (a browser shows nothing of an answer sent before it has sent its body); beyond that the connection is dropped.
 */
const OVERRUN_BYTES = 32 * 1024 * KB;

/**
 * Reads a `multipart/form-data` post as it streams in: text fields (bounded), and for each field in `fileLimits`
 * its first file, kept only up to that field's limit in bytes (a larger one is counted, not kept). Parts for other
 * names are read past and dropped.
 */
export async function readFormPost(
  request: Request,
  fileLimits: ReadonlyMap<string, number>,
  overrunBytes = OVERRUN_BYTES,
): Promise<ReadPost> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || request.body === null) throw new MalformedPostError('Not a multipart form post');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { fieldSize: FIELD_BYTES, fields: 100, files: 20, parts: 150, headerPairs: 20 },
    });
  } catch (error) {
    throw new MalformedPostError((error as Error).message);
  }
  const data = new FormData();
  const files = new Map<string, ReceivedFile>();
  const reading: Promise<void>[] = [];

  parser.on('field', (name, value) => data.append(name, value));
  parser.on('file', (name, stream, info) => {
    const limit = fileLimits.get(name);
    if (limit === undefined || files.has(name)) {
      stream.resume();
      return;
    }
    const received: ReceivedFile = { name: cleanFileName(info.filename), size: 0, type: '', bytes: null };
    files.set(name, received);
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => {
      received.size += chunk.length;
      if (received.size <= limit) chunks.push(chunk);
      else chunks.length = 0;
    });
    reading.push(
      new Promise<void>((resolve) => {
        // A broken part breaks the parser too, whose error the pipeline below reports.
        stream.on('error', () => resolve());
        stream.on('end', () => {
          if (received.size > 0 && received.size <= limit) received.bytes = new Uint8Array(Buffer.concat(chunks));
          resolve();
        });
      }),
    );
  });

  const most = [...fileLimits.values()].reduce((sum, limit) => sum + limit, 0) + 256 * KB + overrunBytes;
  let total = 0;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      done(total > most ? new OversizedPostError(`The post is larger than ${Math.round(most / KB / KB)} MB`) : null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(request.body as import('node:stream/web').ReadableStream), bounded, parser);
    await Promise.all(reading);
  } catch (error) {
    if (error instanceof OversizedPostError) throw error;
    throw new MalformedPostError((error as Error).message);
  }
  for (const [name, file] of files) {
    if (file.size === 0) files.delete(name);
    else if (file.bytes) {
      const found = await fileTypeFromBuffer(file.bytes);
      file.type = found?.mime ?? 'application/octet-stream';
      // The name ends as the content is: a PDF sent as `cv.exe` is stored as `cv.exe.pdf`.
      if (found && !file.name.toLowerCase().endsWith(`.${found.ext}`) && !(found.ext === 'jpg' && /\.jpeg$/i.test(file.name))) {
        file.name = `${file.name}.${found.ext}`;
      }
    }
  }
  return { data, files };
}

/**
 * A visitor's file name as it may be shown and stored: without a path (`../../x`, `C:\x`), control characters or
 * the marks that reverse text direction (`cv\u202Efdp.exe` shown as `cv.exe.pdf`), without leading dots, at most
 * 120 characters with its ending kept; "upload" when nothing is left.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (clean === '') return 'upload';
  if ([...clean].length <= 120) return clean;
  const dot = clean.lastIndexOf('.');
  const ending = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return [...clean.slice(0, clean.length - ending.length)].slice(0, 120 - ending.length).join('') + ending;
}
