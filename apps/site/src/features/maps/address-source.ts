import type { LatLng } from './cluster';
import type { MapProviderConfig } from './config';
import { GEOCODE_LIMIT, type GeocodeResponse } from './geocode';

/** One suggestion of the address search, as the combobox shows it. */
export interface AddressSuggestion {
  id: string;
  label: string;
}

export interface AddressSuggestions {
  suggestions: AddressSuggestion[];
  /** The service's credit, shown under the suggestions as its terms ask. */
  attribution: string;
}

/** A place chosen in the address search. */
export type AddressOrigin = LatLng & { label: string };

/**
 * Where the address search gets its suggestions: the site's own geocoder (/api/geocode) with MapLibre, Google
 * Places with Google Maps. Both reject with an Error whose message is fit to show.
 */
export interface AddressSource {
  readonly kind: 'site-geocoder' | 'google-places';
  /** `signal` aborts a request that a newer query made stale, where the source can. */
  suggest(query: string, signal?: AbortSignal): Promise<AddressSuggestions>;
  /** The position of one of the latest suggestions. */
  locate(suggestion: AddressSuggestion): Promise<AddressOrigin>;
}

export const ADDRESS_SEARCH_UNAVAILABLE = 'Address search is unavailable right now';

/** Suggestions from the site's /api/geocode route, which asks the configured Photon geocoder. */
export function siteGeocoderSource(fetchImpl: typeof fetch = (...args) => fetch(...args)): AddressSource {
  const latest = new Map<string, AddressOrigin>();
  return {
    kind: 'site-geocoder',
    async suggest(query, signal) {
      const response = await fetchImpl(`/api/geocode?q=${encodeURIComponent(query)}`, { signal }).catch(() => {
        throw new Error(ADDRESS_SEARCH_UNAVAILABLE);
      });
      const body = (await response.json().catch(() => ({}))) as Partial<GeocodeResponse> & { error?: string };
      if (!response.ok) throw new Error(body.error ?? ADDRESS_SEARCH_UNAVAILABLE);
      const found = body.suggestions ?? [];
      latest.clear();
      for (const { id, label, lat, lng } of found) latest.set(id, { lat, lng, label });
      return { suggestions: found.map(({ id, label }) => ({ id, label })), attribution: body.attribution ?? '' };
    },
    async locate(suggestion) {
      const origin = latest.get(suggestion.id);
      if (!origin) throw new Error(`No position for ${suggestion.label}`);
      return origin;
    },
  };
}

export const GOOGLE_PLACES_ATTRIBUTION = 'Powered by Google';

/**
 * Suggestions from Google Places (AutocompleteSuggestion), one billing session per search: the session token is
 * shared by the suggestion requests and the place's details request that ends it. `places` loads the library.
 */
export function googlePlacesSource(places: () => Promise<google.maps.PlacesLibrary>): AddressSource {
  let session: google.maps.places.AutocompleteSessionToken | null = null;
  const latest = new Map<string, google.maps.places.PlacePrediction>();
  return {
    kind: 'google-places',
    async suggest(query) {
      const { AutocompleteSuggestion, AutocompleteSessionToken } = await places();
      session ??= new AutocompleteSessionToken();
      const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({ input: query, sessionToken: session }).catch(
        () => {
          throw new Error(ADDRESS_SEARCH_UNAVAILABLE);
        },
      );
      latest.clear();
      for (const { placePrediction } of suggestions) {
        if (placePrediction && latest.size < GEOCODE_LIMIT) latest.set(placePrediction.placeId, placePrediction);
      }
      return {
        suggestions: [...latest.values()].map((prediction) => ({ id: prediction.placeId, label: prediction.text.text })),
        attribution: GOOGLE_PLACES_ATTRIBUTION,
      };
    },
    async locate(suggestion) {
      const prediction = latest.get(suggestion.id);
      if (!prediction) throw new Error(`No position for ${suggestion.label}`);
      const place = prediction.toPlace();
      session = null;
      await place.fetchFields({ fields: ['location'] }).catch(() => {
        throw new Error(ADDRESS_SEARCH_UNAVAILABLE);
      });
      if (!place.location) throw new Error(`Google has no position for ${suggestion.label}`);
      return { lat: place.location.lat(), lng: place.location.lng(), label: suggestion.label };
    },
  };
}

/** The address search's source for the configured map provider; Google's code loads only when first asked. */
export function addressSource(provider: MapProviderConfig): AddressSource {
  if (provider.provider !== 'google') return siteGeocoderSource();
  return googlePlacesSource(async () => {
    const { loadGoogleMaps } = await import('./adapters/google-loader');
    const google = await loadGoogleMaps(provider);
    return (await google.maps.importLibrary('places')) as google.maps.PlacesLibrary;
  });
}
