import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * MapLibre GL 6 starts its tile worker from a file next to its own module, which a bundled chunk does not have; the
 * site serves that file itself (same origin, no CDN) and the adapter points setWorkerUrl here.
 */
const candidates = () => {
  const relative = ['node_modules', 'maplibre-gl', 'dist', 'maplibre-gl-worker.mjs'];
  // `next start` runs in apps/site; npm workspaces hoist the package to the repository's node_modules.
  return [join(process.cwd(), ...relative), join(process.cwd(), '..', '..', ...relative)];
};

let source: Promise<string> | null = null;

async function workerSource(): Promise<string> {
  for (const path of candidates()) {
    try {
      return await readFile(path, 'utf8');
    } catch {
      // try the next place
    }
  }
  throw new Error('maplibre-gl-worker.mjs not found');
}

/** GET /api/maps/maplibre-worker?v=<version>: the worker script, cached for a year (the version is in the URL). */
export async function maplibreWorkerResponse(): Promise<Response> {
  try {
    source ??= workerSource();
    return new Response(await source, {
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
    });
  } catch {
    source = null;
    return new Response('Not found', { status: 404 });
  }
}
