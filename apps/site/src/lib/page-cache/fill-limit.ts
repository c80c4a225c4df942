// How many pages the page cache renders at once. Renders run in this process (the fill is a loopback request to the
// site's own server) and compete with every cached answer for its one event loop, so a flood of misses (junk paths
// that render a 404, pages nobody asked for yet) must not start a render each. A fill beyond the limit waits for a
// free one, in order, rather than rendering without being stored: a render costs the same stored or not, so
// rendering anyway would leave the cost unbounded. Beyond `maxWaiting` waiting fills the request is refused
// (FillsBusy, a 503 with Retry-After), which bounds the memory and the wait too.

/** A fill refused because `maxWaiting` others already wait for a free render. */
export class FillsBusy extends Error {
  override name = 'FillsBusy';
}

export class FillLimit {
  #running = 0;
  #waiting: (() => void)[] = [];
  readonly #max: number;
  readonly #maxWaiting: number;

  constructor(max: number, maxWaiting: number) {
    if (!Number.isInteger(max) || max < 1) throw new Error(`at least one fill must run at a time, not ${max}`);
    this.#max = max;
    this.#maxWaiting = maxWaiting;
  }

  /** Fills running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  /** Runs `task` when fewer than the limit run; rejects with FillsBusy when too many wait already. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.#max) this.#running++;
    else if (this.#waiting.length >= this.#maxWaiting)
      throw new FillsBusy(`${this.#running} pages render and ${this.#waiting.length} wait`);
    // A finished fill hands its place straight to the first one waiting (the running count stays).
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
