/**
 * How a request learns that Directus could not provide its content. apps/site/server.ts installs
 * the recorder (one record per request, through AsyncLocalStorage) and answers 503 instead of 200
 * or 500 for such a request (see there why the App Router needs this). Without that server
 * (`next dev`, Vitest) nothing is recorded and nothing changes.
 */
export interface ContentOutageRecorder {
  /** A Directus request failed because Directus is unreachable, timed out or answered 502–504. */
  markDirectusFailed(): void;
  /** The page rendered its "unavailable" notice instead of its content. */
  markPageUnavailable(): void;
}

const OUTAGE_RECORDER = Symbol.for('tessera.contentOutageRecorder');
const recorder = () => (globalThis as { [OUTAGE_RECORDER]?: ContentOutageRecorder })[OUTAGE_RECORDER];

export function reportDirectusFailed(): void {
  recorder()?.markDirectusFailed();
}

export function reportPageUnavailable(): void {
  recorder()?.markPageUnavailable();
}
