import { originOf, type CspSources } from '@/lib/security/csp';
import { mapProviderConfig } from './config';

type Env = Record<string, string | undefined>;

/**
 * Google's Maps JavaScript API, as Google's CSP guide gives it for a nonce-based policy (its script finds the
 * page's nonce itself; it evaluates code and runs blob: workers).
 */
const GOOGLE_MAPS_CSP: CspSources = {
  'script-src': ['https://maps.googleapis.com', "'unsafe-eval'", 'blob:'],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  'connect-src': ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  'frame-src': ['https://*.google.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'worker-src': ['blob:'],
};

/** Extra hosts a MapLibre style loads from (tiles, glyphs, sprites on other hosts than the style's own). */
function extraMapHosts(env: Env): string[] {
  return (env.MAPS_CSP_HOSTS ?? '')
    .split(',')
    .map((host) => originOf(host.includes('://') ? host : `https://${host.trim()}`))
    .filter((origin): origin is string => origin !== null);
}

/**
 * What the locations map needs, from the same variables that configure it: Google's hosts only when a Google
 * key or client ID is set; otherwise MapLibre GL with the style's or the tiles' host (and MAPS_CSP_HOSTS),
 * its worker from the site (/api/maps/maplibre-worker) and the blob: images and workers it creates.
 */
export function mapsCsp(env: Env = process.env): CspSources {
  const config = mapProviderConfig(env);
  if (config.provider === 'google') return GOOGLE_MAPS_CSP;
  const configured =
    typeof config.style === 'string' ? [config.style] : Object.values(config.style.sources).flatMap((source) => source.tiles);
  const hosts = [...new Set([...configured.map(originOf).filter((origin): origin is string => origin !== null), ...extraMapHosts(env)])];
  return {
    'img-src': [...hosts, 'blob:'],
    'connect-src': hosts,
    'worker-src': ["'self'", 'blob:'],
  };
}
