/** Thrown instead of sending a request while the circuit is open. */
export class CircuitOpenError extends Error {
  override readonly name = 'CircuitOpenError';
  constructor() {
    super('Directus is not answering; the site is not waiting for it (retrying shortly)');
  }
}

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses requests before one trial request may go out. */
  cooldownMs: number;
  now?: () => number;
}

/**
 * Fails fast while a dependency is down: after `failureThreshold` consecutive failures every call
 * is refused at once for `cooldownMs`; then one trial call goes out (the others are still
 * refused), and its success closes the circuit again while its failure re-opens it.
 */
export class CircuitBreaker {
  #failures = 0;
  #openUntil = 0;
  #trialInFlight = false;
  readonly #options: Required<CircuitBreakerOptions>;

  constructor(options: CircuitBreakerOptions) {
    this.#options = { now: Date.now, ...options };
  }

  get open(): boolean {
    return this.#failures >= this.#options.failureThreshold;
  }

  /** Runs `call` unless the circuit is open; `isFailure` tells which results count as failures. */
  async run<T>(call: () => Promise<T>, isFailure: (result: T) => boolean = () => false): Promise<T> {
    let trial = false;
    if (this.open) {
      if (this.#options.now() < this.#openUntil || this.#trialInFlight) throw new CircuitOpenError();
      trial = this.#trialInFlight = true;
    }
    try {
      const result = await call();
      if (isFailure(result)) this.#failed();
      else this.#failures = 0;
      return result;
    } catch (error) {
      this.#failed();
      throw error;
    } finally {
      if (trial) this.#trialInFlight = false;
    }
  }

  #failed() {
    this.#failures += 1;
    if (this.open) this.#openUntil = this.#options.now() + this.#options.cooldownMs;
  }
}
