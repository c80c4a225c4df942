/** A place the address search suggests: shared by the server route and the browser. */
export interface GeocodeSuggestion {
  id: string;
  label: string;
  lat: number;
  lng: number;
}

export interface GeocodeResponse {
  suggestions: GeocodeSuggestion[];
  attribution: string;
}

export const GEOCODE_MIN_LENGTH = 3;
export const GEOCODE_MAX_LENGTH = 200;
export const GEOCODE_LIMIT = 5;

/** A query as the cache and the service see it: trimmed, spaces collapsed; null when too short or too long. */
export function normalizeQuery(raw: string | null | undefined): string | null {
  const query = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (query.length < GEOCODE_MIN_LENGTH || query.length > GEOCODE_MAX_LENGTH) return null;
  return query;
}

interface PhotonFeature {
  geometry?: { type?: string; coordinates?: unknown };
  properties?: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Suggestions from a Photon (GeoJSON FeatureCollection) reply. Features without a valid point are skipped;
 * labels are built from name, street and house number, postcode and city, state and country, each part once.
 */
export function parsePhotonResponse(body: unknown, limit = GEOCODE_LIMIT): GeocodeSuggestion[] {
  const features = (body as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) throw new Error('Not a Photon reply: no features');
  const suggestions: GeocodeSuggestion[] = [];
  const seen = new Set<string>();
  for (const feature of features as PhotonFeature[]) {
    const coordinates = feature?.geometry?.coordinates;
    if (feature?.geometry?.type !== 'Point' || !Array.isArray(coordinates)) continue;
    const [lng, lat] = coordinates as unknown[];
    if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
    const p = feature.properties ?? {};
    const street = [text(p.street), text(p.housenumber)].filter(Boolean).join(' ') || null;
    const locality = [text(p.postcode), text(p.city) ?? text(p.town) ?? text(p.village)].filter(Boolean).join(' ') || null;
    const parts: string[] = [];
    for (const part of [text(p.name), street, locality, text(p.state), text(p.country)]) {
      if (part && !parts.some((existing) => existing.toLowerCase() === part.toLowerCase())) parts.push(part);
    }
    if (parts.length === 0) continue;
    const label = parts.join(', ');
    if (seen.has(label)) continue;
    seen.add(label);
    const osm = text(p.osm_type) && (typeof p.osm_id === 'number' || typeof p.osm_id === 'string') ? `${p.osm_type}${p.osm_id}` : null;
    suggestions.push({ id: osm ?? `${lat.toFixed(5)},${lng.toFixed(5)}`, label, lat, lng });
    if (suggestions.length >= limit) break;
  }
  return suggestions;
}
