/**
 * How a request reports that Directus could not provide its content, to the site's server (apps/site/server.ts),
 * which answers 503 instead of 200 or 500 for it (../server-seam.ts). Without that server (`next dev`, Vitest)
 * nothing is recorded and nothing changes.
 */
import { serverSeam } from '../server-seam';

export function reportDirectusFailed(): void {
  serverSeam.contentOutageRecorder?.markDirectusFailed();
}

export function reportPageUnavailable(): void {
  serverSeam.contentOutageRecorder?.markPageUnavailable();
}
