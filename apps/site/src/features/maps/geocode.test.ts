import { describe, expect, it, vi } from 'vitest';
import { MemoryRateLimiter } from '@/lib/rate-limit';
import { MemoryTtlCache } from '@/lib/cache';
import { normalizeQuery, parsePhotonResponse, type GeocodeSuggestion } from './geocode';
import {
  DEFAULT_GEOCODER_URL,
  geocode,
  geocoderOptionsFromEnv,
  geocoderRequestUrl,
  GeocoderError,
  type GeocoderOptions,
} from './server/geocoder';

const photonReply = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [2.2945, 48.8584] },
      properties: {
        osm_type: 'W',
        osm_id: 5013364,
        name: 'Tour Eiffel',
        street: 'Avenue Gustave Eiffel',
        housenumber: '5',
        postcode: '75007',
        city: 'Paris',
        state: 'Île-de-France',
        country: 'France',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [2.3522, 48.8566] },
      properties: { osm_type: 'R', osm_id: 7444, name: 'Paris', state: 'Île-de-France', country: 'France' },
    },
    // No geometry, a polygon, out-of-range coordinates, no label: all skipped.
    { type: 'Feature', properties: { name: 'Nowhere' } },
    { type: 'Feature', geometry: { type: 'Polygon', coordinates: [] }, properties: { name: 'Area' } },
    { type: 'Feature', geometry: { type: 'Point', coordinates: [200, 95] }, properties: { name: 'Broken' } },
    { type: 'Feature', geometry: { type: 'Point', coordinates: [1, 1] }, properties: {} },
    // A duplicate label is dropped.
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [2.35, 48.85] },
      properties: { name: 'Paris', state: 'Île-de-France', country: 'France' },
    },
  ],
};

describe('Photon replies', () => {
  it('become suggestions with labels, ids and positions', () => {
    expect(parsePhotonResponse(photonReply)).toEqual([
      { id: 'W5013364', label: 'Tour Eiffel, Avenue Gustave Eiffel 5, 75007 Paris, Île-de-France, France', lat: 48.8584, lng: 2.2945 },
      { id: 'R7444', label: 'Paris, Île-de-France, France', lat: 48.8566, lng: 2.3522 },
    ]);
  });

  it('honour the limit, use town or village for the locality, and fall back to coordinates as the id', () => {
    const reply = {
      features: [1, 2, 3].map((n) => ({
        geometry: { type: 'Point', coordinates: [n, n] },
        properties: { street: 'Main Street', postcode: `0${n}`, village: 'Hamlet' },
      })),
    };
    const suggestions = parsePhotonResponse(reply, 2);
    expect(suggestions).toEqual([
      { id: '1.00000,1.00000', label: 'Main Street, 01 Hamlet', lat: 1, lng: 1 },
      { id: '2.00000,2.00000', label: 'Main Street, 02 Hamlet', lat: 2, lng: 2 },
    ]);
  });

  it('reject what is not a FeatureCollection', () => {
    expect(() => parsePhotonResponse({ error: 'x' })).toThrow('Not a Photon reply');
    expect(() => parsePhotonResponse(null)).toThrow('Not a Photon reply');
    expect(parsePhotonResponse({ features: [] })).toEqual([]);
  });

  it('normalizes queries and refuses ones too short or too long', () => {
    expect(normalizeQuery('  10   Downing  St ')).toBe('10 Downing St');
    expect(normalizeQuery('ab')).toBeNull();
    expect(normalizeQuery(null)).toBeNull();
    expect(normalizeQuery('x'.repeat(201))).toBeNull();
  });
});

function options(overrides: Partial<GeocoderOptions> = {}): GeocoderOptions & { fetch: ReturnType<typeof vi.fn> } {
  const fetch = vi.fn(async () => Response.json(photonReply));
  return {
    url: 'http://geocoder.test/api',
    userAgent: 'Tessera/test (+https://site.example)',
    attribution: 'Search by Photon',
    language: 'en',
    cache: new MemoryTtlCache<GeocodeSuggestion[]>(),
    clientLimiter: new MemoryRateLimiter({ limit: 3, windowMs: 60_000 }),
    upstreamLimiter: new MemoryRateLimiter({ limit: 100, windowMs: 60_000 }),
    trustProxy: undefined,
    fetch,
    ...overrides,
  } as GeocoderOptions & { fetch: ReturnType<typeof vi.fn> };
}

const headers = (ip = '203.0.113.9') => new Headers({ 'x-forwarded-for': ip });

describe('the server-side geocoder', () => {
  it('asks the service with the query, a limit, the language and a User-Agent, and caches the answer', async () => {
    const opts = options();
    const first = await geocode(' Tour  Eiffel ', headers(), opts);
    expect(first.attribution).toBe('Search by Photon');
    expect(first.suggestions[0]!.label).toMatch(/^Tour Eiffel/);
    expect(opts.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = opts.fetch.mock.calls[0] as [string, RequestInit];
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({ q: 'Tour Eiffel', limit: '10', lang: 'en' });
    expect(new Headers(init.headers).get('user-agent')).toBe('Tessera/test (+https://site.example)');
    // Same query, other spacing and case: from the cache.
    expect(await geocode('tour eiffel', headers(), opts)).toEqual(first);
    expect(opts.fetch).toHaveBeenCalledTimes(1);
  });

  it('rate-limits each client, and keeps within the upstream budget', async () => {
    const opts = options({ upstreamLimiter: new MemoryRateLimiter({ limit: 2, windowMs: 60_000 }) });
    await geocode('first query', headers('203.0.113.1'), opts);
    await geocode('second query', headers('203.0.113.1'), opts);
    await expect(geocode('third query', headers('203.0.113.2'), opts)).rejects.toMatchObject({ status: 503 });
    await geocode('first query', headers('203.0.113.1'), opts); // cached: no budget needed
    await expect(geocode('first query', headers('203.0.113.1'), opts)).rejects.toMatchObject({ status: 429 });
    expect(opts.fetch).toHaveBeenCalledTimes(2);
  });

  it('answers 400 for short queries, 404 when turned off, 502 when the service fails', async () => {
    await expect(geocode('ab', headers(), options())).rejects.toMatchObject({ status: 400 });
    await expect(geocode('abc', headers(), options({ url: null }))).rejects.toMatchObject({ status: 404 });
    const failing = options({ fetch: vi.fn(async () => new Response('busy', { status: 500 })) });
    await expect(geocode('abcd', headers(), failing)).rejects.toBeInstanceOf(GeocoderError);
    await expect(geocode('abcde', headers(), options({ fetch: vi.fn(async () => Response.json({ nope: 1 })) }))).rejects.toMatchObject({
      status: 502,
    });
    // A failure is not cached.
    const flaky = options();
    flaky.fetch.mockImplementationOnce(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(geocode('flaky place', headers(), flaky)).rejects.toMatchObject({ status: 502 });
    expect((await geocode('flaky place', headers(), flaky)).suggestions).toHaveLength(2);
  });

  it('reads its settings from the environment', () => {
    expect(geocoderOptionsFromEnv({})).toMatchObject({
      url: DEFAULT_GEOCODER_URL,
      language: null,
      userAgent: expect.stringMatching(/^Tessera\//),
    });
    expect(geocoderOptionsFromEnv({ MAPS_GEOCODER_URL: 'off' }).url).toBeNull();
    const custom = geocoderOptionsFromEnv({
      MAPS_GEOCODER_URL: 'http://127.0.0.1:9/api',
      MAPS_GEOCODER_USER_AGENT: 'Acme maps',
      MAPS_GEOCODER_LANGUAGE: 'de',
      SITE_URL: 'https://acme.example',
    });
    expect(custom).toMatchObject({ url: 'http://127.0.0.1:9/api', userAgent: 'Acme maps', language: 'de' });
    expect(geocoderOptionsFromEnv({ SITE_URL: 'https://acme.example' }).userAgent).toBe('Tessera/0.1 (+https://acme.example)');
    expect(geocoderRequestUrl('https://photon.komoot.io/api?osm_tag=place', 'Köln', null)).toBe(
      'https://photon.komoot.io/api?osm_tag=place&q=K%C3%B6ln&limit=10',
    );
  });
});
