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

/** "850 m", "4.2 km", "120 km". */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  if (km < 10) return `${km.toFixed(1)} km`;
  return `${Math.round(km).toLocaleString('en')} km`;
}
