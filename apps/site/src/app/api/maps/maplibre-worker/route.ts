import { maplibreWorkerResponse } from '@/features/maps/server/maplibre-worker';

/** MapLibre GL's worker script, served by the site (see features/maps/server/maplibre-worker.ts). */
export function GET() {
  return maplibreWorkerResponse();
}
