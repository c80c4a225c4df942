import type { SharedVersion } from './shared-state';

export interface VersionedOptions<T> {
  /** How often the shared version is asked for at most (other instances' changes arrive within this). */
  checkIntervalMs: number;
  /** After a failed check or load, how long until the next try; the old value is kept meanwhile. */
  retryMs: number;
  now?: () => number;
  warn?: (message: string) => void;
  /**
   * Told what {@link Versioned.atOnce} answers whenever that changes: the new value once it is loaded, undefined once
   * this instance is told of a change (for a reader that cannot ask, such as another thread).
   */
  onSettled?: (value: T | undefined) => void;
}

/**
 * A value this process derives from Directus (the redirect table, the search index), kept in memory and rebuilt
 * when the shared version moves: at once on the instance that heard of the change ({@link invalidate}), within
 * `checkIntervalMs` on the others. Callers of get() wait for a rebuild that is due, so a change applies on the next
 * request; a rebuild is shared by everyone who asks meanwhile; a failed one keeps the old value. Callers that must
 * not wait use {@link atOnce}.
 */
export class Versioned<T> {
  #value: T | undefined;
  #loadedVersion: string | undefined;
  /** Changes this instance was told of ({@link invalidate}); how many of them the latest refresh began after, and the latest successful one. */
  #changesHeard = 0;
  #changesTried = 0;
  #changesLoaded = 0;
  #checkedAt = -Infinity;
  #nextCheckAt = -Infinity;
  /** The refresh under way, and how many changes this instance had heard of when it began. */
  #refreshing: { from: number; done: Promise<void> } | undefined;
  /** What onSettled was last told. */
  #announced: T | undefined;
  readonly #now: () => number;
  readonly #warn: (message: string) => void;

  constructor(
    readonly name: string,
    readonly version: Pick<SharedVersion, 'current'>,
    /** Builds the value for a version of the shared state. */
    readonly load: (version: string) => Promise<T>,
    readonly options: VersionedOptions<T>,
  ) {
    this.#now = options.now ?? Date.now;
    this.#warn = options.warn ?? ((message) => console.warn(message));
  }

  /** A refresh is due: the check interval has passed, or a change was heard after the latest refresh began. */
  get #due(): boolean {
    return this.#changesTried !== this.#changesHeard || this.#now() >= this.#nextCheckAt;
  }

  /** The current value, rebuilt first if the version moved; undefined while none could be loaded yet. */
  async get(): Promise<T | undefined> {
    const heard = this.#changesHeard;
    for (;;) {
      if (this.#refreshing === undefined) {
        if (!this.#due) break;
        const from = this.#changesHeard;
        const done = this.#refresh().finally(() => (this.#refreshing = undefined));
        this.#refreshing = { from, done };
      }
      const refreshing = this.#refreshing;
      await refreshing.done;
      // A refresh that began before a change this caller knows of may have loaded the old version: another follows.
      if (refreshing.from >= heard) break;
    }
    return this.#value;
  }

  /**
   * The value for a caller that must not wait (the server answering a cached page), or undefined when it must ask
   * get(): nothing was loaded yet, or this instance was told of a change it has not loaded. A periodic check that is
   * due starts here without holding the caller up, so another instance's change applies from the first request
   * after the check. Were callers held up by it, a hit answered before Node's HTTP parser would hand its connection
   * to Node once a second, for good (docs/page-cache.md, "Answering hits at the static-file limit").
   */
  atOnce(): T | undefined {
    const settled = this.#settled;
    if (settled !== undefined && this.#refreshing === undefined && this.#due) void this.get();
    return settled;
  }

  /** What atOnce() answers: undefined before the first load, and after a change this instance heard of until it is loaded. */
  get #settled(): T | undefined {
    return this.#loadedVersion === undefined || this.#changesLoaded !== this.#changesHeard ? undefined : this.#value;
  }

  /** Tells onSettled when what atOnce() answers has changed. */
  #announce(): void {
    const settled = this.#settled;
    if (settled === this.#announced) return;
    this.#announced = settled;
    this.options.onSettled?.(settled);
  }

  /** The value as it is now, without checking the version (undefined while none was loaded). */
  peek(): T | undefined {
    return this.#value;
  }

  /** The next get() checks the version at once, and atOnce() answers only once that is done (this instance was told of a change). */
  invalidate(): void {
    this.#changesHeard++;
    this.#announce();
  }

  /** When the value was last confirmed current. */
  get checkedAt(): number {
    return this.#checkedAt;
  }

  async #refresh(): Promise<void> {
    const started = this.#now();
    const changesHeard = this.#changesHeard;
    this.#changesTried = changesHeard;
    this.#nextCheckAt = started + this.options.checkIntervalMs;
    try {
      const version = await this.version.current();
      if (version !== this.#loadedVersion || this.#value === undefined) {
        this.#value = await this.load(version);
        this.#loadedVersion = version;
      }
      this.#checkedAt = started;
      this.#changesLoaded = changesHeard;
      this.#announce();
    } catch (error) {
      this.#nextCheckAt = this.#now() + this.options.retryMs;
      this.#warn(
        `[${this.name}] could not refresh, ${this.#value === undefined ? 'nothing to serve yet' : 'keeping the previous copy'} (${(error as Error).message})`,
      );
    }
  }
}
