/**
 * Where the server fetches posters and Vimeo's oEmbed data. Read from the environment at call time, so tests
 * (and deployments behind an egress proxy) can point them elsewhere:
 *
 * - VIDEO_POSTER_YOUTUBE_URL: template with `{id}` (default https://i.ytimg.com/vi/{id}/hqdefault.jpg)
 * - VIDEO_OEMBED_VIMEO_URL: template with `{url}`, the video's vimeo.com URL (default
 *   https://vimeo.com/api/oembed.json?url={url})
 * - VIDEO_POSTER_VIMEO_HOSTS: comma-separated hosts Vimeo thumbnails may come from (default i.vimeocdn.com)
 * - VIDEO_FETCH_TIMEOUT_MS: bound on each upstream request, body included (default 3000)
 */
export interface VideoServerConfig {
  youtubePosterUrl: string;
  vimeoOEmbedUrl: string;
  vimeoPosterHosts: readonly string[];
  timeoutMs: number;
  /** Posters larger than this are refused. */
  maxPosterBytes: number;
  /** oEmbed answers larger than this are refused. */
  maxOEmbedBytes: number;
}

export const DEFAULT_VIDEO_SERVER_CONFIG: VideoServerConfig = {
  youtubePosterUrl: 'https://i.ytimg.com/vi/{id}/hqdefault.jpg',
  vimeoOEmbedUrl: 'https://vimeo.com/api/oembed.json?url={url}',
  vimeoPosterHosts: ['i.vimeocdn.com'],
  timeoutMs: 3000,
  maxPosterBytes: 2 * 1024 * 1024,
  maxOEmbedBytes: 64 * 1024,
};

type Env = Readonly<Record<string, string | undefined>>;

export function videoServerConfig(env: Env = process.env): VideoServerConfig {
  const defaults = DEFAULT_VIDEO_SERVER_CONFIG;
  const timeout = Number(env.VIDEO_FETCH_TIMEOUT_MS);
  const hosts = env.VIDEO_POSTER_VIMEO_HOSTS?.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  return {
    ...defaults,
    youtubePosterUrl: env.VIDEO_POSTER_YOUTUBE_URL?.trim() || defaults.youtubePosterUrl,
    vimeoOEmbedUrl: env.VIDEO_OEMBED_VIMEO_URL?.trim() || defaults.vimeoOEmbedUrl,
    vimeoPosterHosts: hosts !== undefined && hosts.length > 0 ? hosts : defaults.vimeoPosterHosts,
    timeoutMs: Number.isInteger(timeout) && timeout > 0 && timeout <= 30_000 ? timeout : defaults.timeoutMs,
  };
}

/**
 * Fills `{name}` placeholders with URL-encoded values. The result must be an http(s) URL; unknown
 * placeholders are an error, so a mistyped template fails loudly instead of fetching something else.
 */
export function fillUrlTemplate(template: string, values: Readonly<Record<string, string>>): URL {
  const filled = template.replace(/\{([a-z]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder {${name}} in ${template}`);
    return encodeURIComponent(value);
  });
  const url = URL.parse(filled);
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`Not an http(s) URL template: ${template}`);
  return url;
}
