/**
 * Vimeo through the official `@vimeo/player`, attached to a frame we build ourselves, so the only page ever
 * framed is player.vimeo.com/video/<numeric id> (the package would otherwise ask Vimeo's oEmbed for markup).
 */
import { Controller, type PlayerController } from './controller';
import { ElementDoesNotExistError, PlayerLoadError, PlayerServiceError } from './errors';
import { assertFramedOrigin, decorateFrame, describeElement, VIMEO_PLAYER_ORIGIN } from './frame';
import type { PlayerState } from './states';

/** The part of @vimeo/player's Player we use. */
export interface VimeoPlayerLike {
  on(event: string, callback: (data?: unknown) => void): void;
  ready(): Promise<void>;
  play(): Promise<unknown>;
  pause(): Promise<unknown>;
  setCurrentTime(seconds: number): Promise<unknown>;
  setMuted(muted: boolean): Promise<unknown>;
  getCurrentTime(): Promise<number>;
  destroy(): Promise<unknown>;
}

export type VimeoPlayerConstructor = new (element: HTMLIFrameElement) => VimeoPlayerLike;

/** Loads `@vimeo/player` (a chunk of its own, fetched from the site on first activation only). */
export async function loadVimeoPlayer(): Promise<VimeoPlayerConstructor> {
  try {
    const { default: Player } = await import('@vimeo/player');
    return Player as unknown as VimeoPlayerConstructor;
  } catch (error) {
    throw new PlayerLoadError(`Vimeo's player could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The player page for a (validated) Vimeo id: privacy (`dnt`) on, and Vimeo's own overlays kept small. */
export function vimeoPlayerUrl(id: string, hash: string | undefined, autoplay: boolean): string {
  const url = new URL(`/video/${encodeURIComponent(id)}`, VIMEO_PLAYER_ORIGIN);
  if (hash !== undefined) url.searchParams.set('h', hash);
  url.searchParams.set('dnt', '1');
  url.searchParams.set('playsinline', '1');
  if (autoplay) url.searchParams.set('autoplay', '1');
  return url.toString();
}

/** @vimeo/player's events, as the controller's states. `bufferend` returns to the state before buffering. */
const VIMEO_STATES: ReadonlyArray<readonly [string, PlayerState]> = [
  ['loaded', 'video cued'],
  ['play', 'playing'],
  ['playing', 'playing'],
  ['pause', 'paused'],
  ['ended', 'ended'],
  ['bufferstart', 'buffering'],
];

export interface VimeoMountOptions {
  id: string;
  hash: string | undefined;
  title: string;
  autoplay: boolean;
}

/** Replaces `element` with a Vimeo player frame. */
export function mountVimeo(Player: VimeoPlayerConstructor, element: HTMLElement, options: VimeoMountOptions): PlayerController {
  if (!element.isConnected) throw new ElementDoesNotExistError(describeElement(element));
  const iframe = element.ownerDocument.createElement('iframe');
  iframe.setAttribute('src', vimeoPlayerUrl(options.id, options.hash, options.autoplay));
  assertFramedOrigin(iframe, VIMEO_PLAYER_ORIGIN);
  if (element.id) iframe.id = element.id;
  iframe.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  decorateFrame(iframe, options.title);
  element.replaceWith(iframe);

  const controller = new Controller('vimeo');
  const player = new Player(iframe);
  let beforeBuffering: PlayerState = 'unstarted';
  for (const [event, state] of VIMEO_STATES) {
    player.on(event, () => {
      if (state === 'buffering' && controller.state !== 'buffering') beforeBuffering = controller.state;
      controller.reportState(state);
    });
  }
  player.on('bufferend', () => {
    if (controller.state === 'buffering') controller.reportState(beforeBuffering);
  });
  controller.attach(iframe, {
    play: () => player.play(),
    pause: () => player.pause(),
    seekTo: (seconds) => player.setCurrentTime(seconds),
    setMuted: (muted) => player.setMuted(muted),
    getCurrentTime: () => player.getCurrentTime(),
    destroy: () => {
      player.destroy().catch(() => iframe.remove());
    },
  });
  player.ready().then(
    () => controller.reportReady(),
    (error: unknown) =>
      controller.reportError(
        new PlayerServiceError(
          `The Vimeo player reported an error: ${error instanceof Error ? error.message : String(error)}`,
          error instanceof Error ? error.name : undefined,
        ),
      ),
  );
  return controller;
}
