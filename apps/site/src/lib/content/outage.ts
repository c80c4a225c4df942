/**
 * How a request learns that Directus could not provide its content. apps/site/server.mjs installs
 * the recorder (one per request, through AsyncLocalStorage) and answers 503 instead of 500 when a
 * page failed after such a failure. Without that server (`next dev`, Vitest) nothing records it.
 */
export interface ContentOutageRecorder {
  markContentUnavailable(): void;
}

export const OUTAGE_RECORDER = Symbol.for('tessera.contentOutageRecorder');

export function reportContentUnavailable(): void {
  (globalThis as { [OUTAGE_RECORDER]?: ContentOutageRecorder })[OUTAGE_RECORDER]?.markContentUnavailable();
}
