/**
 * YouTube through the official IFrame Player API, framed from www.youtube-nocookie.com. The API script is
 * injected on first use only, i.e. when a visitor asks for a video.
 */
import { Controller, type PlayerController } from './controller';
import { ElementDoesNotExistError, PlayerLoadError, PlayerServiceError } from './errors';
import { assertFramedOrigin, decorateFrame, describeElement, YOUTUBE_PLAYER_ORIGIN } from './frame';
import { stateFromYouTube } from './states';

export const YOUTUBE_IFRAME_API_URL = 'https://www.youtube.com/iframe_api';
/** How long the API script may take to load before activation fails. */
export const YOUTUBE_API_TIMEOUT_MS = 15_000;

/** The part of YT.Player we use. */
export interface YouTubePlayerLike {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  mute(): void;
  unMute(): void;
  getCurrentTime(): number;
  getIframe?(): HTMLIFrameElement | null | undefined;
  destroy(): void;
}

export interface YouTubePlayerOptions {
  host: string;
  videoId: string;
  width: string;
  height: string;
  playerVars: Record<string, string | number>;
  events: {
    onReady(event: unknown): void;
    onStateChange(event: { data: unknown }): void;
    onError(event: { data: unknown }): void;
  };
}

/** The part of the global `YT` we use. */
export interface YouTubeApi {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayerLike;
}

interface YouTubeWindow {
  YT?: Partial<YouTubeApi>;
  onYouTubeIframeAPIReady?: (() => void) | undefined;
}

const loading = new WeakMap<object, Promise<YouTubeApi>>();

function loadedApi(win: YouTubeWindow): YouTubeApi | undefined {
  return typeof win.YT?.Player === 'function' ? (win.YT as YouTubeApi) : undefined;
}

/**
 * Loads YouTube's IFrame Player API once per window: injects its script and resolves when the API calls
 * `onYouTubeIframeAPIReady` (keeping any handler the page already had).
 */
export function loadYouTubeApi(win: Window, doc: Document, timeoutMs = YOUTUBE_API_TIMEOUT_MS): Promise<YouTubeApi> {
  const target = win as unknown as YouTubeWindow;
  const ready = loadedApi(target);
  if (ready !== undefined) return Promise.resolve(ready);
  let promise = loading.get(win);
  if (promise === undefined) {
    promise = new Promise<YouTubeApi>((resolve, reject) => {
      const previous = target.onYouTubeIframeAPIReady;
      const fail = (message: string) => {
        clearTimeout(timer);
        loading.delete(win);
        script.remove();
        reject(new PlayerLoadError(message));
      };
      const timer = setTimeout(() => fail(`YouTube's player API did not load within ${timeoutMs} ms`), timeoutMs);
      target.onYouTubeIframeAPIReady = () => {
        previous?.();
        const api = loadedApi(target);
        if (api === undefined) return fail("YouTube's player API loaded without a Player");
        clearTimeout(timer);
        resolve(api);
      };
      const script = doc.createElement('script');
      script.src = YOUTUBE_IFRAME_API_URL;
      script.async = true;
      script.addEventListener('error', () => fail("YouTube's player API could not be loaded"));
      doc.head.appendChild(script);
    });
    loading.set(win, promise);
  }
  return promise;
}

export interface YouTubeMountOptions {
  id: string;
  title: string;
  autoplay: boolean;
  origin: string;
}

/** Replaces `element` with a YouTube player (the API swaps the element for its iframe). */
export function mountYouTube(api: YouTubeApi, element: HTMLElement, options: YouTubeMountOptions): PlayerController {
  if (!element.isConnected) throw new ElementDoesNotExistError(describeElement(element));
  const controller = new Controller('youtube');
  const parent = element.parentElement;
  const player = new api.Player(element, {
    host: YOUTUBE_PLAYER_ORIGIN,
    videoId: options.id,
    width: '100%',
    height: '100%',
    playerVars: {
      autoplay: options.autoplay ? 1 : 0,
      playsinline: 1,
      rel: 0,
      enablejsapi: 1,
      origin: options.origin,
    },
    events: {
      onReady: () => controller.reportReady(),
      onStateChange: (event) => {
        const state = stateFromYouTube(event.data);
        if (state !== undefined) controller.reportState(state);
      },
      onError: (event) =>
        controller.reportError(new PlayerServiceError(`The YouTube player reported error ${String(event.data)}`, Number(event.data))),
    },
  });
  const iframe = player.getIframe?.() ?? parent?.querySelector('iframe') ?? null;
  try {
    if (iframe === null) throw new PlayerLoadError('The YouTube player did not create its frame');
    assertFramedOrigin(iframe, YOUTUBE_PLAYER_ORIGIN);
  } catch (error) {
    player.destroy();
    throw error;
  }
  decorateFrame(iframe, options.title);
  controller.attach(iframe, {
    play: () => player.playVideo(),
    pause: () => player.pauseVideo(),
    seekTo: (seconds) => player.seekTo(seconds, true),
    setMuted: (muted) => (muted ? player.mute() : player.unMute()),
    getCurrentTime: () => player.getCurrentTime(),
    destroy: () => player.destroy(),
  });
  return controller;
}
