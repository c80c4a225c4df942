/**
 * One interface over both services' players. The service adapters (youtube.ts, vimeo.ts) translate their
 * player's events into {@link PlayerState}s and report them here; callers only ever see {@link PlayerController}.
 */
import type { VideoService } from '../ids';
import { PlayerDestroyedError, PlayerTimeoutError, SeekTimeoutError } from './errors';
import { READY_TIMEOUT_MS, SEEK_ACCEPTABLE_STATES, SEEK_TIMEOUT_MS, type PlayerState } from './states';

export type StateListener = (state: PlayerState, previous: PlayerState) => void;
export type ErrorListener = (error: Error) => void;

export interface PlayerController {
  readonly service: VideoService;
  /** The player's frame (on www.youtube-nocookie.com or player.vimeo.com). */
  readonly iframe: HTMLIFrameElement;
  readonly state: PlayerState;
  /** True once the service's player has loaded and accepts commands. */
  readonly ready: boolean;
  play(): Promise<void>;
  pause(): Promise<void>;
  /**
   * Seeks to `seconds`. Waits until the player is ready and in an acceptable state (ended, playing or paused),
   * then seeks; fails with a {@link SeekTimeoutError} when that has not happened {@link SEEK_TIMEOUT_MS} after the call.
   */
  seek(seconds: number): Promise<void>;
  mute(): Promise<void>;
  unmute(): Promise<void>;
  /** The playback position in seconds; 0 while the player is still loading. */
  getCurrentTime(): Promise<number>;
  /** Calls `listener` on every change of state; returns a function that unsubscribes. */
  onStateChange(listener: StateListener): () => void;
  /** Calls `listener` when the service's player reports an error; returns a function that unsubscribes. */
  onError(listener: ErrorListener): () => void;
  /** Removes the player. Calls still waiting fail with a PlayerDestroyedError. */
  destroy(): void;
}

/** What an adapter gives the controller: its player's commands. Either sync or async. */
export interface PlayerBackend {
  play(): unknown;
  pause(): unknown;
  seekTo(seconds: number): unknown;
  setMuted(muted: boolean): unknown;
  getCurrentTime(): number | Promise<number>;
  destroy(): void;
}

/** The controller; adapters report their player's events with the `report…` methods. */
export class Controller implements PlayerController {
  #state: PlayerState = 'unstarted';
  #readyReported = false;
  #destroyed = false;
  #failure: Error | undefined;
  #iframe: HTMLIFrameElement | undefined;
  #backend: PlayerBackend | undefined;
  readonly #stateListeners = new Set<StateListener>();
  readonly #errorListeners = new Set<ErrorListener>();
  /** Conditions that calls are waiting for; each is re-checked whenever something changes. */
  readonly #waiters = new Set<() => void>();

  constructor(readonly service: VideoService) {}

  get iframe(): HTMLIFrameElement {
    if (this.#iframe === undefined) throw new Error('The player has no frame yet');
    return this.#iframe;
  }

  get state(): PlayerState {
    return this.#state;
  }

  get ready(): boolean {
    return this.#readyReported && this.#backend !== undefined && !this.#destroyed;
  }

  // Adapters --------------------------------------------------------------------------------------------------

  attach(iframe: HTMLIFrameElement, backend: PlayerBackend): void {
    this.#iframe = iframe;
    this.#backend = backend;
    this.#changed();
  }

  reportReady(): void {
    this.#readyReported = true;
    this.#changed();
  }

  reportState(state: PlayerState): void {
    if (this.#destroyed || state === this.#state) return;
    const previous = this.#state;
    this.#state = state;
    for (const listener of [...this.#stateListeners]) listener(state, previous);
    this.#changed();
  }

  /** A fatal error of the service's player: waiting calls fail with it, and so do later ones. */
  reportError(error: Error): void {
    if (this.#destroyed) return;
    this.#failure = error;
    for (const listener of [...this.#errorListeners]) listener(error);
    this.#changed();
  }

  // Callers ---------------------------------------------------------------------------------------------------

  play(): Promise<void> {
    return this.#command('play', (backend) => backend.play());
  }

  pause(): Promise<void> {
    return this.#command('pause', (backend) => backend.pause());
  }

  mute(): Promise<void> {
    return this.#command('mute', (backend) => backend.setMuted(true));
  }

  unmute(): Promise<void> {
    return this.#command('unmute', (backend) => backend.setMuted(false));
  }

  seek(seconds: number): Promise<void> {
    if (!Number.isFinite(seconds) || seconds < 0) {
      return Promise.reject(new RangeError(`Cannot seek to ${seconds}: the time must be a number of seconds, 0 or more`));
    }
    return this.#bounded(
      SEEK_TIMEOUT_MS,
      () => new SeekTimeoutError(SEEK_TIMEOUT_MS, this.#state),
      async (signal) => {
        await this.#until(() => this.ready && SEEK_ACCEPTABLE_STATES.has(this.#state), signal);
        await this.#backend!.seekTo(seconds);
      },
    );
  }

  async getCurrentTime(): Promise<number> {
    if (!this.ready) return 0;
    const time = await this.#backend!.getCurrentTime();
    return Number.isFinite(time) ? time : 0;
  }

  onStateChange(listener: StateListener): () => void {
    this.#stateListeners.add(listener);
    return () => this.#stateListeners.delete(listener);
  }

  onError(listener: ErrorListener): () => void {
    this.#errorListeners.add(listener);
    return () => this.#errorListeners.delete(listener);
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#changed();
    this.#stateListeners.clear();
    this.#errorListeners.clear();
    try {
      this.#backend?.destroy();
    } catch {
      // The frame may already be gone with its page; nothing left to clean up.
    }
  }

  // Waiting ---------------------------------------------------------------------------------------------------

  #changed(): void {
    for (const check of [...this.#waiters]) check();
  }

  /** Runs `command` once the player is ready, waiting at most READY_TIMEOUT_MS for it. */
  #command(operation: string, command: (backend: PlayerBackend) => unknown): Promise<void> {
    return this.#bounded(
      READY_TIMEOUT_MS,
      () => new PlayerTimeoutError(operation, READY_TIMEOUT_MS),
      async (signal) => {
        await this.#until(() => this.ready, signal);
        await command(this.#backend!);
      },
    );
  }

  /** Resolves once `condition` holds; rejects when the player fails or is destroyed, or when `signal` aborts. */
  #until(condition: () => boolean, signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const finish = (error?: unknown) => {
        this.#waiters.delete(check);
        signal.removeEventListener('abort', aborted);
        if (error === undefined) resolve();
        else reject(error);
      };
      const check = () => {
        if (this.#destroyed) finish(new PlayerDestroyedError());
        else if (this.#failure !== undefined) finish(this.#failure);
        else if (condition()) finish();
      };
      const aborted = () => finish(signal.reason);
      if (signal.aborted) return aborted();
      signal.addEventListener('abort', aborted);
      this.#waiters.add(check);
      check();
    });
  }

  /**
   * Runs `task` with a deadline of `timeoutMs` from now: when it has not settled by then, the result is the
   * `timeout()` error and the task's signal aborts (so it stops waiting), whatever the player does later.
   */
  #bounded(timeoutMs: number, timeout: () => Error, task: (signal: AbortSignal) => Promise<void>): Promise<void> {
    const abort = new AbortController();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        const error = timeout();
        abort.abort(error);
        reject(error);
      }, timeoutMs);
      task(abort.signal).then(
        () => {
          clearTimeout(timer);
          resolve();
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }
}
