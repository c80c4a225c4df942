import { describe, expect, it, vi } from 'vitest';
import {
  ADDRESS_SEARCH_UNAVAILABLE,
  GOOGLE_PLACES_ATTRIBUTION,
  addressSource,
  googlePlacesSource,
  siteGeocoderSource,
} from './address-source';
import { mapProviderConfig } from './config';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('choosing the address search’s source', () => {
  it('asks the site’s geocoder with MapLibre and Google Places with Google Maps', () => {
    expect(addressSource(mapProviderConfig({})).kind).toBe('site-geocoder');
    expect(addressSource(mapProviderConfig({ MAPS_STYLE_URL: 'https://tiles.example.com/style.json' })).kind).toBe('site-geocoder');
    expect(addressSource(mapProviderConfig({ GOOGLE_MAPS_API_KEY: 'key' })).kind).toBe('google-places');
    expect(addressSource(mapProviderConfig({ GOOGLE_MAPS_CLIENT_ID: 'gme-acme' })).kind).toBe('google-places');
  });
});

describe('the site geocoder source', () => {
  it('asks /api/geocode and gives the chosen suggestion’s position', async () => {
    const fetchImpl = vi.fn(async () =>
      json(200, { suggestions: [{ id: 'n1', label: 'Lyon Part-Dieu, Lyon', lat: 45.76, lng: 4.86 }], attribution: '© OpenStreetMap' }),
    );
    const source = siteGeocoderSource(fetchImpl as unknown as typeof fetch);
    const found = await source.suggest('Lyon Part & Dieu');
    expect(fetchImpl).toHaveBeenCalledWith('/api/geocode?q=Lyon%20Part%20%26%20Dieu', { signal: undefined });
    expect(found).toEqual({ suggestions: [{ id: 'n1', label: 'Lyon Part-Dieu, Lyon' }], attribution: '© OpenStreetMap' });
    await expect(source.locate(found.suggestions[0]!)).resolves.toEqual({ lat: 45.76, lng: 4.86, label: 'Lyon Part-Dieu, Lyon' });
  });

  it('passes the route’s error on, and says the search is unavailable when the site cannot be reached', async () => {
    const refused = siteGeocoderSource((async () =>
      json(429, { error: 'Too many address searches; try again in a minute' })) as typeof fetch);
    await expect(refused.suggest('Lyon')).rejects.toThrow('Too many address searches; try again in a minute');
    const offline = siteGeocoderSource((async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch);
    await expect(offline.suggest('Lyon')).rejects.toThrow(ADDRESS_SEARCH_UNAVAILABLE);
    await expect(offline.locate({ id: 'unknown', label: 'Nowhere' })).rejects.toThrow('No position for Nowhere');
  });
});

/** A stand-in for the Places library: two predictions, and a record of the session tokens used. */
function fakePlaces({ fail = false } = {}) {
  const asked: { input: string; token: unknown }[] = [];
  const fetched: { id: string; fields: string[] }[] = [];
  class AutocompleteSessionToken {}
  const prediction = (placeId: string, text: string, lat: number, lng: number) => ({
    placeId,
    text: { text },
    toPlace: () => {
      const place = {
        location: null as { lat(): number; lng(): number } | null,
        fetchFields: async ({ fields }: { fields: string[] }) => {
          fetched.push({ id: placeId, fields });
          place.location = { lat: () => lat, lng: () => lng };
          return { place };
        },
      };
      return place;
    },
  });
  const AutocompleteSuggestion = {
    fetchAutocompleteSuggestions: async ({ input, sessionToken }: { input: string; sessionToken: unknown }) => {
      if (fail) throw new Error('REQUEST_DENIED');
      asked.push({ input, token: sessionToken });
      return {
        suggestions: [
          { placePrediction: prediction('p1', 'Lyon Part-Dieu, Lyon, France', 45.7606, 4.8593) },
          { placePrediction: null },
          { placePrediction: prediction('p2', 'Lyon Perrache, Lyon, France', 45.7485, 4.8264) },
        ],
      };
    },
  };
  const library = { AutocompleteSessionToken, AutocompleteSuggestion } as unknown as google.maps.PlacesLibrary;
  return { library, asked, fetched };
}

describe('the Google Places source', () => {
  it('maps predictions to suggestions, credited to Google, and locates the chosen one', async () => {
    const { library, fetched } = fakePlaces();
    const source = googlePlacesSource(async () => library);
    const found = await source.suggest('Lyon');
    expect(found).toEqual({
      suggestions: [
        { id: 'p1', label: 'Lyon Part-Dieu, Lyon, France' },
        { id: 'p2', label: 'Lyon Perrache, Lyon, France' },
      ],
      attribution: GOOGLE_PLACES_ATTRIBUTION,
    });
    await expect(source.locate(found.suggestions[0]!)).resolves.toEqual({
      lat: 45.7606,
      lng: 4.8593,
      label: 'Lyon Part-Dieu, Lyon, France',
    });
    expect(fetched).toEqual([{ id: 'p1', fields: ['location'] }]);
  });

  it('keeps one session token per search, and starts a new one after a place was chosen', async () => {
    const { library, asked } = fakePlaces();
    const source = googlePlacesSource(async () => library);
    await source.suggest('Lyo');
    const found = await source.suggest('Lyon');
    await source.locate(found.suggestions[1]!);
    await source.suggest('Edin');
    expect(asked.map((request) => request.input)).toEqual(['Lyo', 'Lyon', 'Edin']);
    expect(asked[0]!.token).toBe(asked[1]!.token);
    expect(asked[2]!.token).not.toBe(asked[0]!.token);
  });

  it('says the search is unavailable when Places refuses, and when the library does not load', async () => {
    const { library } = fakePlaces({ fail: true });
    await expect(googlePlacesSource(async () => library).suggest('Lyon')).rejects.toThrow(ADDRESS_SEARCH_UNAVAILABLE);
    const unloaded = googlePlacesSource(async () => Promise.reject(new Error('The Google Maps script could not be loaded')));
    await expect(unloaded.suggest('Lyon')).rejects.toThrow('The Google Maps script could not be loaded');
  });
});
