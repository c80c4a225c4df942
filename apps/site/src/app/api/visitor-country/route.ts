import { visitorCountryResponse } from '@/features/phone/server/ip-country';

export const dynamic = 'force-dynamic';

/** The visitor's country for the phone input's default (see features/phone/server/ip-country.ts). */
export function GET(request: Request) {
  return visitorCountryResponse(request);
}
