import type { MapProviderConfig } from '../config';
import type { MapAdapter, MapAdapterOptions } from './types';

export const MAP_LOAD_TIMEOUT_MS = 5_000;

export class MapLoadError extends Error {
  override name = 'MapLoadError';
  /** Set when the map did not load in time (the island says so in the page's language). */
  timeoutMs?: number;
}

/** Rejects with MapLoadError when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(Object.assign(new MapLoadError(message), { timeoutMs: ms })), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof MapLoadError ? error : new MapLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

/**
 * Loads the configured provider's code (a separate chunk, fetched only now) and creates the map, all within
 * MAP_LOAD_TIMEOUT_MS; a map that is late after all is destroyed rather than shown.
 */
export async function loadMap(config: MapProviderConfig, options: MapAdapterOptions, timeoutMs = MAP_LOAD_TIMEOUT_MS): Promise<MapAdapter> {
  let late = false;
  const creating = (async () => {
    const adapter =
      config.provider === 'google'
        ? await (await import('./google')).createGoogleAdapter(config, options)
        : await (await import('./maplibre')).createMapLibreAdapter(config, options);
    if (late) adapter.destroy();
    return adapter;
  })();
  try {
    return await withTimeout(creating, timeoutMs, `The map did not load within ${timeoutMs / 1000} seconds`);
  } catch (error) {
    late = true;
    throw error;
  }
}
