import type { SharedVersion } from './shared-state';

export interface VersionedOptions {
  /** How often the shared version is asked for at most (other instances' changes arrive within this). */
  checkIntervalMs: number;
  /** After a failed check or load, how long until the next try; the old value is kept meanwhile. */
  retryMs: number;
  now?: () => number;
  warn?: (message: string) => void;
}

/**
 * A value this process derives from Directus (the redirect table, the search index), kept in memory and rebuilt
 * when the shared version moves: at once on the instance that heard of the change ({@link invalidate}), within
 * `checkIntervalMs` on the others. Callers wait for a rebuild that is due, so a change applies on the next request;
 * a rebuild is shared by everyone who asks meanwhile; a failed one keeps the old value.
 */
export class Versioned<T> {
  #value: T | undefined;
  #loadedVersion: string | undefined;
  #checkedAt = -Infinity;
  #nextCheckAt = -Infinity;
  #refreshing: Promise<void> | undefined;
  readonly #now: () => number;
  readonly #warn: (message: string) => void;

  constructor(
    readonly name: string,
    readonly version: Pick<SharedVersion, 'current'>,
    /** Builds the value for a version of the shared state. */
    readonly load: (version: string) => Promise<T>,
    readonly options: VersionedOptions,
  ) {
    this.#now = options.now ?? Date.now;
    this.#warn = options.warn ?? ((message) => console.warn(message));
  }

  /** The current value, rebuilt first if the version moved; undefined while none could be loaded yet. */
  async get(): Promise<T | undefined> {
    if (this.#refreshing !== undefined || this.#now() >= this.#nextCheckAt) {
      this.#refreshing ??= this.#refresh().finally(() => (this.#refreshing = undefined));
      await this.#refreshing;
    }
    return this.#value;
  }

  /**
   * Whether get() would answer at once with peek()'s value: no version check is due and no rebuild under way. A
   * caller that must not wait (the server answering a cached page) uses peek() then, and get() otherwise.
   */
  get settled(): boolean {
    return this.#refreshing === undefined && this.#now() < this.#nextCheckAt;
  }

  /** The value as it is now, without checking the version (undefined while none was loaded). */
  peek(): T | undefined {
    return this.#value;
  }

  /** The next get() checks the version at once (this instance was told of a change). */
  invalidate(): void {
    this.#nextCheckAt = -Infinity;
  }

  /** When the value was last confirmed current. */
  get checkedAt(): number {
    return this.#checkedAt;
  }

  async #refresh(): Promise<void> {
    const started = this.#now();
    this.#nextCheckAt = started + this.options.checkIntervalMs;
    try {
      const version = await this.version.current();
      if (version !== this.#loadedVersion || this.#value === undefined) {
        this.#value = await this.load(version);
        this.#loadedVersion = version;
      }
      this.#checkedAt = started;
    } catch (error) {
      this.#nextCheckAt = this.#now() + this.options.retryMs;
      this.#warn(
        `[${this.name}] could not refresh, ${this.#value === undefined ? 'nothing to serve yet' : 'keeping the previous copy'} (${(error as Error).message})`,
      );
    }
  }
}
