/**
 * Video embeds. The player is never taken from the document: only a video id (and Vimeo's private-link hash)
 * is parsed out of the stored URL, and every URL we emit is rebuilt from them.
 */
import { startTag, type Sink, type StartTag, type Video, type VideoService } from './sink.js';

export interface VideoRef {
  readonly id: string;
  readonly hash: string | undefined;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;
const VIMEO_HASH = /^[A-Za-z0-9]{1,32}$/;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTUBE_PATHS = new Set(['embed', 'shorts', 'live', 'v']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

function youtubeId(url: URL, segments: readonly string[]): string | undefined {
  const [first, second] = segments;
  if (url.hostname === 'youtu.be') return first;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (first === 'watch') return url.searchParams.get('v') ?? undefined;
  return first !== undefined && YOUTUBE_PATHS.has(first) ? second : undefined;
}

function vimeoRef(url: URL, segments: readonly string[]): VideoRef | undefined {
  const [first, second, third] = segments;
  const query = url.searchParams.get('h') ?? undefined;
  if (url.hostname === 'player.vimeo.com') {
    return first === 'video' && second !== undefined ? { id: second, hash: query } : undefined;
  }
  if (!VIMEO_HOSTS.has(url.hostname) || first === undefined || third !== undefined) return undefined;
  return { id: first, hash: second ?? query };
}

/** The embed URL Editor.js stores for YouTube videos. */
const YOUTUBE_EMBED = 'https://www.youtube.com/embed/';

/**
 * The id of a YouTube embed URL spelled exactly as Editor.js stores it (`…/embed/<id>`, then nothing, `?`,
 * `#` or `/`), read without the URL parser, which takes about 1 µs a call; undefined for any other
 * spelling, which then goes through the parser. The parser reads such a URL the same way: its host is
 * fixed and valid, and nothing after the host can make parsing fail.
 */
function youtubeEmbedId(raw: string): string | undefined {
  if (!raw.startsWith(YOUTUBE_EMBED)) return undefined;
  const end = YOUTUBE_EMBED.length + 11;
  const after = raw.charCodeAt(end);
  if (!Number.isNaN(after) && after !== 0x3f && after !== 0x23 && after !== 0x2f) return undefined;
  const id = raw.slice(YOUTUBE_EMBED.length, end);
  return YOUTUBE_ID.test(id) ? id : undefined;
}

/** The video a YouTube or Vimeo URL points at (watch, share, embed and player forms), or undefined. */
export function parseVideoUrl(service: VideoService, raw: string): VideoRef | undefined {
  const embedId = service === 'youtube' ? youtubeEmbedId(raw) : undefined;
  if (embedId !== undefined) return { id: embedId, hash: undefined };
  const url = URL.parse(raw.trim());
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  if (service === 'youtube') {
    const id = youtubeId(url, segments);
    return id !== undefined && YOUTUBE_ID.test(id) ? { id, hash: undefined } : undefined;
  }
  const ref = vimeoRef(url, segments);
  if (ref === undefined || !VIMEO_ID.test(ref.id)) return undefined;
  return ref.hash === undefined || VIMEO_HASH.test(ref.hash) ? ref : undefined;
}

/** The service and video of a URL of either supported service, or undefined for any other address. */
export function videoOfUrl(raw: string): (VideoRef & { readonly service: VideoService }) | undefined {
  for (const service of ['youtube', 'vimeo'] as const) {
    const ref = parseVideoUrl(service, raw);
    if (ref !== undefined) return { service, ...ref };
  }
  return undefined;
}

export const SERVICE_NAMES: Readonly<Record<VideoService, string>> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/** The video's page on its service, rebuilt from the id. */
export function videoUrl(video: Pick<Video, 'service' | 'id' | 'hash'>): string {
  if (video.service === 'youtube') return `https://www.youtube.com/watch?v=${video.id}`;
  return video.hash === undefined ? `https://vimeo.com/${video.id}` : `https://vimeo.com/${video.id}/${video.hash}`;
}

const FIGURES: Readonly<Record<VideoService, StartTag>> = {
  youtube: startTag('figure', { class: 'embed embed--youtube' }),
  vimeo: startTag('figure', { class: 'embed embed--vimeo' }),
};
const FIGCAPTION = startTag('figcaption');

/**
 * What a video becomes without a site component (always, in HTML): a plain link to the service and the
 * caption. No iframe, so no request reaches the video service until the reader follows the link.
 */
export function videoFallback(sink: Sink, video: Video): void {
  sink.open(FIGURES[video.service]);
  sink.openWith('a', { href: videoUrl(video), rel: 'noopener noreferrer' });
  sink.text(`Watch on ${SERVICE_NAMES[video.service]}`);
  sink.close();
  if (video.caption !== '') sink.inline(FIGCAPTION, video.caption);
  sink.close();
}
