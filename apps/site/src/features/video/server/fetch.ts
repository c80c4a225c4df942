/** Upstream requests with a time-out on the whole exchange, a size cap, and no redirects. */
import { readAtMost } from '@/lib/streams';

export type UpstreamErrorKind = 'timeout' | 'network' | 'status' | 'too-large' | 'type';

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly kind: UpstreamErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface UpstreamResponse {
  status: number;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  accept: string;
  /** Content types (before any `;`) the answer may have. */
  contentTypes: readonly string[];
}

async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await readAtMost(body, maxBytes);
  if (bytes === null) throw new UpstreamError('too-large', `The answer is larger than ${maxBytes} bytes`);
  return bytes;
}

export async function fetchUpstream(fetchImpl: typeof fetch, url: URL, limits: FetchLimits): Promise<UpstreamResponse> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await fetchImpl(url, {
      signal,
      redirect: 'manual',
      headers: { accept: limits.accept, 'user-agent': 'Tessera (video posters)' },
    });
    if (response.status < 200 || response.status > 299) {
      await response.body?.cancel().catch(() => {});
      throw new UpstreamError('status', `${url.host} answered ${response.status}`, response.status);
    }
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!limits.contentTypes.includes(contentType)) {
      await response.body?.cancel().catch(() => {});
      throw new UpstreamError('type', `${url.host} answered with ${contentType || 'no content type'}`);
    }
    const length = Number(response.headers.get('content-length'));
    if (Number.isFinite(length) && length > limits.maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw new UpstreamError('too-large', `The answer is larger than ${limits.maxBytes} bytes`);
    }
    const body = response.body === null ? new Uint8Array() : await readCapped(response.body, limits.maxBytes);
    return { status: response.status, contentType, body };
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (signal.aborted) throw new UpstreamError('timeout', `${url.host} did not answer within ${limits.timeoutMs} ms`);
    const cause = error instanceof Error ? ((error.cause as { code?: string } | undefined)?.code ?? error.message) : String(error);
    throw new UpstreamError('network', `${url.host} could not be reached (${cause})`);
  }
}
