import type { LatLng } from './cluster';

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in kilometres (haversine). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Items with their distance from `origin`, nearest first (stable for equal distances). */
export function sortByDistance<T extends LatLng>(items: readonly T[], origin: LatLng): { item: T; km: number }[] {
  return items
    .map((item, order) => ({ item, km: haversineKm(origin, item), order }))
    .sort((a, b) => a.km - b.km || a.order - b.order)
    .map(({ item, km }) => ({ item, km }));
}

const unit = (locale: string, unit: 'meter' | 'kilometer', digits: number) =>
  new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

/** "850 m", "4.2 km", "120 km" in English; in the page's language (`locale`): "4,2 km", "٤٫٢ كم". */
export function formatDistance(km: number, locale: string): string {
  if (km < 1) return unit(locale, 'meter', 0).format(Math.max(10, Math.round((km * 1000) / 10) * 10));
  if (km < 10) return unit(locale, 'kilometer', 1).format(Math.round(km * 10) / 10);
  return unit(locale, 'kilometer', 0).format(Math.round(km));
}
