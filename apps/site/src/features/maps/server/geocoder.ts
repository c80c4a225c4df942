import 'server-only';
import type { RateLimiter } from '@/lib/rate-limit';
import { clientIp } from '@/lib/client-ip';
import { processSingleton } from '@/lib/process-singleton';
import type { TtlCache } from '@/lib/cache';
import { sharedRateLimiter, sharedTtlCache } from '@/lib/shared-state';
import { GEOCODE_LIMIT, normalizeQuery, parsePhotonResponse, type GeocodeResponse, type GeocodeSuggestion } from '../geocode';

/**
 * The address search's server side: the browser asks /api/geocode, never the geocoder itself, so no visitor's
 * typing reaches a third party with their IP address. Replies are cached, each client is rate-limited, and the
 * whole site stays within a budget of upstream requests (Photon's and Nominatim's fair-use rules), identifying
 * itself with a User-Agent.
 */

export const DEFAULT_GEOCODER_URL = 'https://photon.komoot.io/api';
export const DEFAULT_GEOCODER_ATTRIBUTION = 'Search by Photon (komoot), data © OpenStreetMap contributors';
export const GEOCODER_TIMEOUT_MS = 3_000;
export const RESULT_TTL_MS = 24 * 60 * 60 * 1000;
/** Per visitor: typing is debounced in the browser, so this leaves room for a lot of searching. */
export const CLIENT_LIMIT = { limit: 30, windowMs: 60_000 };
export const DEFAULT_UPSTREAM_PER_MINUTE = 60;

export class GeocoderError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterMs = 0,
  ) {
    super(message);
  }
}

export interface GeocoderOptions {
  url: string | null;
  userAgent: string;
  attribution: string;
  language: string | null;
  cache: TtlCache<GeocodeSuggestion[]>;
  clientLimiter: RateLimiter;
  upstreamLimiter: RateLimiter;
  trustProxy: string | undefined;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

interface Shared {
  inFlight: Map<string, Promise<GeocodeSuggestion[]>>;
}

// Requests in flight are this process's own; the cache and the limits are shared between instances (REDIS_URL).
const shared = processSingleton<Shared>('geocoder', () => ({ inFlight: new Map() }));

/** Read on every request, so the environment of the running process decides (no rebuild needed). */
export function geocoderOptionsFromEnv(env: Record<string, string | undefined> = process.env): GeocoderOptions {
  const raw = env.MAPS_GEOCODER_URL?.trim();
  const perMinute =
    Number(env.MAPS_GEOCODER_MAX_PER_MINUTE) > 0 ? Math.floor(Number(env.MAPS_GEOCODER_MAX_PER_MINUTE)) : DEFAULT_UPSTREAM_PER_MINUTE;
  const site = env.SITE_URL?.trim();
  return {
    url: raw === 'off' ? null : raw || DEFAULT_GEOCODER_URL,
    userAgent: env.MAPS_GEOCODER_USER_AGENT?.trim() || `Tessera/0.1 (${site ? `+${site}` : 'https://github.com/tessera'})`,
    attribution: env.MAPS_GEOCODER_ATTRIBUTION?.trim() || DEFAULT_GEOCODER_ATTRIBUTION,
    language: env.MAPS_GEOCODER_LANGUAGE?.trim() || null,
    cache: sharedTtlCache('geocoder', { maxEntries: 5_000 }),
    clientLimiter: sharedRateLimiter('geocoder-client', CLIENT_LIMIT),
    upstreamLimiter: sharedRateLimiter(`geocoder-upstream-${perMinute}`, { limit: perMinute, windowMs: 60_000, maxKeys: 1 }),
    trustProxy: env.TRUST_PROXY,
  };
}

/** The service's URL for a query (Photon's parameters: q, limit, lang). */
export function geocoderRequestUrl(base: string, query: string, language: string | null): string {
  const url = new URL(base);
  url.searchParams.set('q', query);
  url.searchParams.set('limit', String(GEOCODE_LIMIT * 2));
  if (language) url.searchParams.set('lang', language);
  return url.href;
}

async function askService(query: string, options: GeocoderOptions): Promise<GeocodeSuggestion[]> {
  const response = await (options.fetch ?? fetch)(geocoderRequestUrl(options.url!, query, options.language), {
    headers: { 'user-agent': options.userAgent, accept: 'application/json' },
    signal: AbortSignal.timeout(options.timeoutMs ?? GEOCODER_TIMEOUT_MS),
    cache: 'no-store',
  });
  if (!response.ok) throw new GeocoderError(`The geocoder answered ${response.status}`, 502);
  return parsePhotonResponse(await response.json());
}

/** Suggestions for a query, from the cache or the service. Throws GeocoderError with the HTTP status to answer. */
export async function geocode(
  rawQuery: string | null,
  headers: Headers,
  options: GeocoderOptions = geocoderOptionsFromEnv(),
): Promise<GeocodeResponse> {
  if (!options.url) throw new GeocoderError('Address search is turned off', 404);
  const query = normalizeQuery(rawQuery);
  if (!query) throw new GeocoderError('Type at least three characters', 400);
  const client = await options.clientLimiter.consume(`geocode:${clientIp(headers, options.trustProxy) ?? 'unknown'}`);
  if (!client.allowed) throw new GeocoderError('Too many searches; please wait a moment', 429, client.retryAfterMs);
  const key = `${options.url}\n${options.language ?? ''}\n${query.toLowerCase()}`;
  const cached = await options.cache.get(key);
  if (cached) return { suggestions: cached, attribution: options.attribution };
  let pending = shared.inFlight.get(key);
  if (!pending) {
    const budget = await options.upstreamLimiter.consume('upstream');
    if (!budget.allowed) throw new GeocoderError('Address search is busy; please try again shortly', 503, budget.retryAfterMs);
    pending = askService(query, options)
      .then(async (suggestions) => {
        await options.cache.set(key, suggestions, RESULT_TTL_MS);
        return suggestions;
      })
      .finally(() => shared.inFlight.delete(key));
    shared.inFlight.set(key, pending);
  }
  try {
    return { suggestions: await pending, attribution: options.attribution };
  } catch (error) {
    if (error instanceof GeocoderError) throw error;
    throw new GeocoderError('Address search is unavailable right now', 502);
  }
}

/** GET /api/geocode?q=…: `{ suggestions: [{ id, label, lat, lng }], attribution }`, or `{ error }` with 400/404/429/502/503. */
export async function geocodeResponse(request: Request): Promise<Response> {
  const q = new URL(request.url).searchParams.get('q');
  try {
    const body = await geocode(q, request.headers);
    return Response.json(body, { headers: { 'cache-control': 'private, max-age=3600' } });
  } catch (error) {
    const failure = error instanceof GeocoderError ? error : new GeocoderError('Address search is unavailable right now', 500);
    const headers: Record<string, string> = { 'cache-control': 'no-store' };
    if (failure.retryAfterMs > 0) headers['retry-after'] = String(Math.ceil(failure.retryAfterMs / 1000));
    return Response.json({ error: failure.message }, { status: failure.status, headers });
  }
}
