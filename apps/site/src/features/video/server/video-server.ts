/**
 * What the server knows about a video before anyone plays it: its poster (fetched from YouTube's or Vimeo's
 * image hosts and served by the site itself) and, for Vimeo, its title from Vimeo's oEmbed endpoint. Every
 * answer, failures included, is cached for a while, so a page render or a poster request reaches a video
 * service at most once per video and period.
 */
import { isValidVideoHash, isValidVideoId, posterPath, type VideoService } from '../ids';
import { CachedLoader, MemoryTtlCache, type TtlCache } from '@/lib/cache';
import { processSingleton } from '@/lib/process-singleton';
import { sharedTtlCache } from '@/lib/shared-state';
import { fillUrlTemplate, videoServerConfig, type VideoServerConfig } from './config';
import { fetchUpstream, UpstreamError } from './fetch';

export type Failure = { ok: false; status: 404 | 502 };
export type PosterResult = { ok: true; contentType: string; body: Uint8Array<ArrayBuffer> } | Failure;
export type OEmbedResult = { ok: true; title: string | undefined; thumbnailUrl: string | undefined } | Failure;

export const SUCCESS_TTL_MS = 24 * 60 * 60 * 1000;
/** The service says there is no such video (or no poster). */
export const NOT_FOUND_TTL_MS = 60 * 60 * 1000;
/** The service could not be reached or answered nonsense: retried after this. */
export const FAILURE_TTL_MS = 5 * 60 * 1000;

const POSTER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
const JSON_TYPES = ['application/json', 'text/json'];

function ttl(result: { ok: boolean; status?: number }): number {
  if (result.ok) return SUCCESS_TTL_MS;
  return result.status === 404 ? NOT_FOUND_TTL_MS : FAILURE_TTL_MS;
}

/** Titles are shown as text (React escapes them); still, no control characters and a sane length. */
function cleanTitle(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const title = value
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (title === '') return undefined;
  return title.length > 200 ? `${title.slice(0, 199)}…` : title;
}

/**
 * Reads Vimeo's oEmbed answer. The thumbnail is kept only when it is on an allowed image host (https, or http
 * when the oEmbed endpoint itself is http, as a local stub is), so no other URL is ever fetched.
 */
export function parseVimeoOEmbed(json: unknown, config: Pick<VideoServerConfig, 'vimeoPosterHosts' | 'vimeoOEmbedUrl'>) {
  const data = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const protocols = config.vimeoOEmbedUrl.startsWith('http:') ? ['https:', 'http:'] : ['https:'];
  const thumbnail = typeof data.thumbnail_url === 'string' ? URL.parse(data.thumbnail_url) : null;
  const thumbnailOk =
    thumbnail !== null &&
    protocols.includes(thumbnail.protocol) &&
    thumbnail.username === '' &&
    thumbnail.password === '' &&
    config.vimeoPosterHosts.includes(thumbnail.hostname.toLowerCase());
  return { title: cleanTitle(data.title), thumbnailUrl: thumbnailOk ? thumbnail.href : undefined };
}

export interface VideoServerOptions {
  /** Read on every use, so the environment may change between calls (tests). */
  config?: () => VideoServerConfig;
  fetch?: typeof fetch;
  posterCache?: TtlCache<PosterResult>;
  oembedCache?: TtlCache<OEmbedResult>;
  warn?: (message: string) => void;
}

export interface FacadeData {
  /** The video's title: Vimeo's, else the fallback (the block's caption). */
  title: string;
  /** The site's poster URL; undefined when there is no poster (the facade shows a neutral one). */
  posterSrc: string | undefined;
}

export class VideoServer {
  readonly #config: () => VideoServerConfig;
  readonly #fetch: typeof fetch;
  readonly #posters: CachedLoader<PosterResult>;
  readonly #oembed: CachedLoader<OEmbedResult>;
  readonly #warn: (message: string) => void;

  constructor(options: VideoServerOptions = {}) {
    this.#config = options.config ?? (() => videoServerConfig());
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#posters = new CachedLoader(options.posterCache ?? new MemoryTtlCache({ maxEntries: 200 }), ttl);
    this.#oembed = new CachedLoader(options.oembedCache ?? new MemoryTtlCache({ maxEntries: 1000 }), ttl);
    this.#warn = options.warn ?? ((message) => console.warn(`[video] ${message}`));
  }

  #failure(what: string, error: unknown): Failure {
    const status = error instanceof UpstreamError && error.kind === 'status' && error.status === 404 ? 404 : 502;
    if (status === 502) this.#warn(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, status };
  }

  async #poster(url: URL, what: string): Promise<PosterResult> {
    const config = this.#config();
    try {
      const { contentType, body } = await fetchUpstream(this.#fetch, url, {
        timeoutMs: config.timeoutMs,
        maxBytes: config.maxPosterBytes,
        accept: POSTER_TYPES.join(', '),
        contentTypes: POSTER_TYPES,
      });
      return { ok: true, contentType, body };
    } catch (error) {
      return this.#failure(what, error);
    }
  }

  /** YouTube's poster (hqdefault) for a video id. */
  youtubePoster(id: string): Promise<PosterResult> {
    if (!isValidVideoId('youtube', id)) return Promise.resolve({ ok: false, status: 404 });
    return this.#posters.get(`youtube:${id}`, async () => {
      let url: URL;
      try {
        url = fillUrlTemplate(this.#config().youtubePosterUrl, { id });
      } catch (error) {
        return this.#failure('YouTube poster', error);
      }
      return this.#poster(url, `YouTube poster of ${id}`);
    });
  }

  /** Vimeo's oEmbed data (title, thumbnail) for a video. */
  vimeoOEmbed(id: string, hash?: string): Promise<OEmbedResult> {
    if (!isValidVideoId('vimeo', id) || !isValidVideoHash('vimeo', hash)) return Promise.resolve({ ok: false, status: 404 });
    return this.#oembed.get(`vimeo:${id}:${hash ?? ''}`, async () => {
      const config = this.#config();
      try {
        const video = hash === undefined ? `https://vimeo.com/${id}` : `https://vimeo.com/${id}/${hash}`;
        const url = fillUrlTemplate(config.vimeoOEmbedUrl, { url: video, id });
        const { body } = await fetchUpstream(this.#fetch, url, {
          timeoutMs: config.timeoutMs,
          maxBytes: config.maxOEmbedBytes,
          accept: 'application/json',
          contentTypes: JSON_TYPES,
        });
        let json: unknown;
        try {
          json = JSON.parse(new TextDecoder().decode(body));
        } catch {
          throw new UpstreamError('type', 'Vimeo oEmbed answered with invalid JSON');
        }
        return { ok: true, ...parseVimeoOEmbed(json, config) };
      } catch (error) {
        return this.#failure(`Vimeo oEmbed of ${id}`, error);
      }
    });
  }

  /** Vimeo's thumbnail for a video, found through its oEmbed data. */
  vimeoPoster(id: string, hash?: string): Promise<PosterResult> {
    if (!isValidVideoId('vimeo', id) || !isValidVideoHash('vimeo', hash)) return Promise.resolve({ ok: false, status: 404 });
    return this.#posters.get(`vimeo:${id}:${hash ?? ''}`, async () => {
      const oembed = await this.vimeoOEmbed(id, hash);
      if (!oembed.ok) return oembed;
      if (oembed.thumbnailUrl === undefined) return { ok: false, status: 404 };
      return this.#poster(new URL(oembed.thumbnailUrl), `Vimeo poster of ${id}`);
    });
  }

  /** What the facade shows. Never fails: without data from the service it has the fallback title and no poster. */
  async facade(service: VideoService, id: string, hash: string | undefined, fallbackTitle: string): Promise<FacadeData> {
    try {
      if (service === 'youtube') {
        const poster = await this.youtubePoster(id);
        return { title: fallbackTitle, posterSrc: poster.ok ? posterPath('youtube', id) : undefined };
      }
      const oembed = await this.vimeoOEmbed(id, hash);
      const poster = oembed.ok && oembed.thumbnailUrl !== undefined ? await this.vimeoPoster(id, hash) : undefined;
      return {
        title: (oembed.ok ? oembed.title : undefined) ?? fallbackTitle,
        posterSrc: poster?.ok ? posterPath('vimeo', id, hash) : undefined,
      };
    } catch (error) {
      this.#warn(`Facade data of ${service} ${id}: ${error instanceof Error ? error.message : String(error)}`);
      return { title: fallbackTitle, posterSrc: undefined };
    }
  }
}

/** The process's VideoServer: one cache for page renders and poster routes alike, shared by all instances with REDIS_URL. */
export function videoServer(): VideoServer {
  return processSingleton(
    'video.server',
    () =>
      new VideoServer({
        posterCache: sharedTtlCache('video-posters', { maxEntries: 200 }),
        oembedCache: sharedTtlCache('video-oembed', { maxEntries: 1000 }),
      }),
  );
}
