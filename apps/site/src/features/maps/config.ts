import { googleMapsScriptUrl } from './google-url';

/** What the browser needs to draw the map: serialisable, passed from the server component to the island. */
export type MapProviderConfig =
  | { provider: 'google'; scriptUrl: string; callback: string; mapId: string }
  | { provider: 'maplibre'; style: string | MapLibreRasterStyle; attribution: string };

export interface MapLibreRasterStyle {
  version: 8;
  sources: Record<string, { type: 'raster'; tiles: string[]; tileSize: number; attribution: string; maxzoom: number }>;
  layers: { id: string; type: 'raster'; source: string }[];
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
export const DEFAULT_GOOGLE_LIBRARIES = ['marker', 'places'];
export const GOOGLE_CALLBACK = '__tesseraGoogleMapsReady';

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string) => env[name]?.trim() || null;

/** A raster style for MapLibre from a tile URL template ({z}/{x}/{y}). */
export function rasterStyle(tileUrl: string, attribution: string): MapLibreRasterStyle {
  return {
    version: 8,
    sources: { raster: { type: 'raster', tiles: [tileUrl], tileSize: 256, attribution, maxzoom: 19 } },
    layers: [{ id: 'raster', type: 'raster', source: 'raster' }],
  };
}

/**
 * The map provider, from the environment (read when a page renders, so a deployment changes it without a rebuild):
 * Google Maps when GOOGLE_MAPS_API_KEY or GOOGLE_MAPS_CLIENT_ID is set, else MapLibre GL with MAPS_STYLE_URL
 * (a style JSON) or a raster style from MAPS_TILE_URL (default OpenStreetMap's tiles).
 */
export function mapProviderConfig(env: Env = process.env): MapProviderConfig {
  const key = value(env, 'GOOGLE_MAPS_API_KEY');
  const client = value(env, 'GOOGLE_MAPS_CLIENT_ID');
  if (key || client) {
    const libraries = value(env, 'GOOGLE_MAPS_LIBRARIES')?.split(',') ?? DEFAULT_GOOGLE_LIBRARIES;
    return {
      provider: 'google',
      callback: GOOGLE_CALLBACK,
      // Advanced markers need a map ID; Google's DEMO_MAP_ID works for development.
      mapId: value(env, 'GOOGLE_MAPS_MAP_ID') ?? 'DEMO_MAP_ID',
      scriptUrl: googleMapsScriptUrl({
        key,
        client,
        language: value(env, 'GOOGLE_MAPS_LANGUAGE'),
        version: value(env, 'GOOGLE_MAPS_VERSION') ?? 'weekly',
        libraries,
        callback: GOOGLE_CALLBACK,
      }),
    };
  }
  const attribution = value(env, 'MAPS_ATTRIBUTION') ?? DEFAULT_ATTRIBUTION;
  const styleUrl = value(env, 'MAPS_STYLE_URL');
  if (styleUrl) return { provider: 'maplibre', style: styleUrl, attribution };
  return { provider: 'maplibre', style: rasterStyle(value(env, 'MAPS_TILE_URL') ?? DEFAULT_TILE_URL, attribution), attribution };
}

/**
 * Who serves the map, as the visitor is told before it loads: "Google Maps", or the host of the MapLibre style
 * (or of the raster tiles; a `{s}.` subdomain placeholder is left out).
 */
export function mapSourceName(config: MapProviderConfig): string {
  if (config.provider === 'google') return 'Google Maps';
  const url = typeof config.style === 'string' ? config.style : Object.values(config.style.sources)[0]?.tiles[0];
  const host = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:]+)/i.exec(url ?? '')?.[1]?.replace(/^\{[^}]*\}\./, '');
  return host && !host.includes('{') ? host.toLowerCase() : 'the map provider';
}
