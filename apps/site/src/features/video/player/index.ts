/**
 * The video player: loaded by the facade only when a visitor activates a video (a chunk of its own), so none
 * of this, nor any service's script, reaches a page before then.
 */
import { isValidVideoHash, isValidVideoId, isVideoService, type VideoService } from '../ids';
import type { PlayerController } from './controller';
import { InvalidVideoError } from './errors';
import { resolveElement } from './frame';
import { loadVimeoPlayer, mountVimeo, type VimeoPlayerConstructor } from './vimeo';
import { loadYouTubeApi, mountYouTube, type YouTubeApi } from './youtube';

export type { ErrorListener, PlayerController, StateListener } from './controller';
export * from './errors';
export { FRAMED_ORIGINS, VIMEO_PLAYER_ORIGIN, YOUTUBE_PLAYER_ORIGIN } from './frame';
export { PLAYER_STATES, READY_TIMEOUT_MS, SEEK_ACCEPTABLE_STATES, SEEK_TIMEOUT_MS, type PlayerState } from './states';

export interface MountOptions {
  service: VideoService;
  id: string;
  /** Vimeo's private-link hash. */
  hash?: string | undefined;
  /** The frame's accessible title. */
  title: string;
  /** Start playing as soon as the player loads (the visitor asked for the video). */
  autoplay?: boolean;
}

/** Where the player runs; the defaults are the browser's, tests pass their own. */
export interface PlayerEnvironment {
  window: Window;
  document: Document;
  loadYouTubeApi(): Promise<YouTubeApi>;
  loadVimeoPlayer(): Promise<VimeoPlayerConstructor>;
}

function withDefaults(environment: Partial<PlayerEnvironment>): PlayerEnvironment {
  const win = environment.window ?? window;
  const doc = environment.document ?? document;
  return {
    window: win,
    document: doc,
    loadYouTubeApi: environment.loadYouTubeApi ?? (() => loadYouTubeApi(win, doc)),
    loadVimeoPlayer: environment.loadVimeoPlayer ?? loadVimeoPlayer,
  };
}

/**
 * Mounts a player for the video on `target` (an element, or a selector such as `#video-x`), which the player's
 * frame replaces. Fails with an ElementDoesNotExistError when there is no such element, an InvalidVideoError for
 * a bad id, a PlayerLoadError when the service's player code cannot be loaded.
 */
export async function mountPlayer(
  target: string | HTMLElement,
  options: MountOptions,
  environment: Partial<PlayerEnvironment> = {},
): Promise<PlayerController> {
  const env = withDefaults(environment);
  const { service, id, hash } = options;
  if (!isVideoService(service) || !isValidVideoId(service, id) || !isValidVideoHash(service, hash)) {
    throw new InvalidVideoError(`Not a valid ${String(service)} video: ${JSON.stringify(id)}`);
  }
  resolveElement(target, env.document);
  const title = options.title.trim() || 'Video player';
  const autoplay = options.autoplay ?? false;
  if (service === 'youtube') {
    const api = await env.loadYouTubeApi();
    // Looked up again: the page may have changed while the script loaded.
    const element = resolveElement(target, env.document);
    return mountYouTube(api, element, { id, title, autoplay, origin: env.window.location.origin });
  }
  const Player = await env.loadVimeoPlayer();
  const element = resolveElement(target, env.document);
  return mountVimeo(Player, element, { id, hash, title, autoplay });
}
