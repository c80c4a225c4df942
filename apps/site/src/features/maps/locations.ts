import type { Bounds, LatLng } from './cluster';
import type { Location } from '@/lib/content/schema';
import { textIn } from '@/lib/i18n/text';
import type { Place } from '@/lib/place';

/** A location as the island receives it: only what the list, the cards and the map show. */
export interface MapLocation extends LatLng, Place {
  id: number;
  openingHours: string | null;
  /** Set when the opening hours are the default language's (no translation): their lang attribute. */
  openingHoursLang?: string;
}

/** A `locations` item as Directus returns it; coordinates may be missing on items saved before they were required. */
export type LocationRecord = Omit<Location, 'latitude' | 'longitude' | 'description'> & {
  latitude: number | null;
  longitude: number | null;
};

/** The island's shape of a CMS location; null when it has no usable coordinates. */
export function toMapLocation(record: LocationRecord): MapLocation | null {
  const lat = Number(record.latitude);
  const lng = Number(record.longitude);
  if (record.latitude === null || record.longitude === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return {
    id: record.id,
    name: record.name,
    street: record.street,
    postalCode: record.postal_code,
    city: record.city,
    region: record.region,
    country: record.country,
    lat,
    lng,
    phone: record.phone,
    email: record.email,
    openingHours: record.opening_hours,
    ...('openingHoursLang' in record && typeof record.openingHoursLang === 'string' ? { openingHoursLang: record.openingHoursLang } : {}),
  };
}

/** A location with its name and opening hours in `locale`, each falling back to the default language's. */
export function localizeLocation(
  record: LocationRecord,
  locale: string,
  defaultLocale: string,
): LocationRecord & { openingHoursLang?: string } {
  const hours = textIn(record, 'opening_hours', locale, defaultLocale);
  return {
    ...record,
    name: textIn(record, 'name', locale, defaultLocale)?.text ?? record.name,
    opening_hours: hours?.text ?? null,
    ...(hours?.lang ? { openingHoursLang: hours.lang } : {}),
  };
}

export function addressLine(location: MapLocation): string {
  return [location.street, [location.postalCode, location.city].filter(Boolean).join(' '), location.country].filter(Boolean).join(', ');
}

/** A tel: URL from a displayed number (spaces, dots, dashes and brackets dropped). */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A directions link (a plain navigation, no request from the page): Google Maps or OpenStreetMap. */
export function directionsUrl(to: LatLng, service: 'google' | 'osm', from?: LatLng | null): string {
  const point = (p: LatLng) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;
  if (service === 'google') {
    const url = new URL('https://www.google.com/maps/dir/');
    url.searchParams.set('api', '1');
    url.searchParams.set('destination', point(to));
    if (from) url.searchParams.set('origin', point(from));
    return url.href;
  }
  const url = new URL('https://www.openstreetmap.org/directions');
  url.searchParams.set('route', `${from ? point(from) : ''};${point(to)}`);
  return url.href;
}

/** Case- and accent-insensitive match of name or city. */
export function matchesNameOrCity(location: MapLocation, query: string): boolean {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = fold(query.trim());
  return needle === '' || fold(location.name).includes(needle) || fold(location.city).includes(needle);
}

export function boundsOf(points: readonly LatLng[]): Bounds | null {
  if (points.length === 0) return null;
  let south = 90;
  let north = -90;
  let west = 180;
  let east = -180;
  for (const { lat, lng } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return { south, west, north, east };
}
