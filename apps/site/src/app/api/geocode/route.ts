import { geocodeResponse } from '@/features/maps/server/geocoder';

export const dynamic = 'force-dynamic';

/** Address suggestions for the map's search (see features/maps/server/geocoder.ts). */
export function GET(request: Request) {
  return geocodeResponse(request);
}
