import 'server-only';
import { clientIp, isPublicIp } from '@/lib/client-ip';
import { processSingleton } from '@/lib/process-singleton';
import { isPhoneCountry } from './phone-max';
import type { TtlCache } from '@/lib/cache';
import { sharedTtlCache } from '@/lib/shared-state';

/**
 * The visitor's country, for the phone input's default. The browser asks the site
 * (/api/visitor-country); the site may ask an IP-to-country service with one GET. Any failure
 * means "unknown", and the form's or site's default country stays.
 */

export const DEFAULT_LOOKUP_URL = 'https://ip2c.org/{ip}';
export const LOOKUP_TIMEOUT_MS = 2_000;
export const RESULT_TTL_MS = 24 * 60 * 60 * 1000;
/** Failures are remembered for less long, so a service that was briefly down is asked again soon. */
export const FAILURE_TTL_MS = 10 * 60 * 1000;
/** At most this many outgoing lookups a minute, whatever addresses the requests claim to come from. */
export const LOOKUPS_PER_MINUTE = 120;

/**
 * Reads the service's reply, `1;US;USA;United States`. A reply that does not start with `1` is a
 * failure (ip2c.org answers `0` for bad input and `2` for an unknown address), as is anything
 * without a two-letter code in the second place.
 */
export function parseIpCountryReply(reply: string): string | null {
  const text = reply.trim();
  if (!text.startsWith('1')) return null;
  const [status, code] = text.split(';').map((part) => part.trim());
  if (status !== '1' || !code || !/^[A-Za-z]{2}$/.test(code)) return null;
  const country = code.toUpperCase();
  return country === 'ZZ' || country === 'XX' ? null : country;
}

/**
 * The lookup URL template from `IP_COUNTRY_LOOKUP_URL`: unset means ip2c.org, `off` (or an unusable
 * value, with a warning) means no lookups.
 */
export function lookupUrlTemplate(value: string | undefined = process.env.IP_COUNTRY_LOOKUP_URL): string | null {
  const template = value?.trim() || DEFAULT_LOOKUP_URL;
  if (template.toLowerCase() === 'off') return null;
  if (!template.includes('{ip}') || !/^https?:\/\//i.test(template)) {
    warnOnce(`IP_COUNTRY_LOOKUP_URL must be an http(s) URL containing {ip}, or "off"; visitor-country lookups are off.`);
    return null;
  }
  return template;
}

let warned = false;
function warnOnce(message: string) {
  if (!warned) console.warn(message);
  warned = true;
}

/** Asks the service for one address's country; null on any failure, bad reply or after the time-out. */
export async function lookupCountry(
  ip: string,
  {
    template,
    timeoutMs = LOOKUP_TIMEOUT_MS,
    fetch = globalThis.fetch,
  }: { template: string; timeoutMs?: number; fetch?: typeof globalThis.fetch },
): Promise<string | null> {
  try {
    const response = await fetch(template.replaceAll('{ip}', encodeURIComponent(ip)), {
      method: 'GET',
      headers: { accept: 'text/plain' },
      redirect: 'error',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    const body = (await response.text()).slice(0, 512);
    return parseIpCountryReply(body);
  } catch {
    return null;
  }
}

export interface VisitorCountryOptions {
  template: string | null;
  trustProxy: string | undefined;
  cache: TtlCache<{ country: string | null }>;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  now?: () => number;
}

interface SharedState {
  inFlight: Map<string, Promise<string | null>>;
  budget: { windowStart: number; used: number };
}

// One per server process, also if the bundler happens to include this module twice.
const shared = processSingleton<SharedState>('visitorCountry', () => ({
  inFlight: new Map(),
  budget: { windowStart: 0, used: 0 },
}));

export function visitorCountryOptionsFromEnv(): VisitorCountryOptions {
  return { template: lookupUrlTemplate(), trustProxy: process.env.TRUST_PROXY, cache: sharedTtlCache('visitor-country') };
}

function takeLookupBudget(now: number): boolean {
  const { budget } = shared;
  if (now - budget.windowStart >= 60_000) Object.assign(budget, { windowStart: now, used: 0 });
  if (budget.used >= LOOKUPS_PER_MINUTE) return false;
  budget.used++;
  return true;
}

/** The country of the request's client, from the cache or the service; null when unknown. */
export async function visitorCountry(
  headers: Headers,
  options: VisitorCountryOptions = visitorCountryOptionsFromEnv(),
): Promise<string | null> {
  const ip = clientIp(headers, options.trustProxy);
  if (!options.template || !ip || !isPublicIp(ip)) return null;
  const cached = await options.cache.get(ip);
  if (cached) return cached.country;
  const pending = shared.inFlight.get(ip);
  if (pending) return pending;
  if (!takeLookupBudget((options.now ?? Date.now)())) return null;
  const lookup = (async () => {
    const found = await lookupCountry(ip, { template: options.template!, timeoutMs: options.timeoutMs, fetch: options.fetch });
    const country = found && isPhoneCountry(found) ? found : null;
    await options.cache.set(ip, { country }, country ? RESULT_TTL_MS : FAILURE_TTL_MS);
    return country;
  })().finally(() => shared.inFlight.delete(ip));
  shared.inFlight.set(ip, lookup);
  return lookup;
}

/** GET /api/visitor-country: `{ "country": "FR" }`, or `{ "country": null }` when unknown. */
export async function visitorCountryResponse(request: Request): Promise<Response> {
  let country: string | null = null;
  try {
    country = await visitorCountry(request.headers);
  } catch {
    // The cache failed: the default country it is.
  }
  return Response.json({ country }, { headers: { 'cache-control': 'private, max-age=600' } });
}
