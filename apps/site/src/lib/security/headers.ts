/**
 * The security headers every response carries besides its Content-Security-Policy (./csp.ts). Set by the proxy
 * (src/proxy.ts), which runs for every request.
 */

/**
 * Powerful features: the site itself may ask for the visitor's location ("Use my location" on the map) and
 * take payments (Stripe's Payment Element and its frames on js.stripe.com, as Stripe documents); nothing may
 * use the camera, the microphone or other devices. Only features Chromium knows are listed: it warns in the console
 * about every other name on every page (Web Bluetooth, for one, has no policy there yet).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=(self "https://js.stripe.com")',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
].join(', ');

/** Whether the site is served over https (its public SITE_URL), i.e. a production deployment. */
export function servedOverHttps(env: Record<string, string | undefined>): boolean {
  return env.SITE_URL?.trim().toLowerCase().startsWith('https://') ?? false;
}

/** One year, as HSTS preload lists ask; subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers for every response. HSTS only when the site is served over https (SITE_URL): browsers ignore it
 * over http anyway, and it must never pin a development host to https.
 */
export function securityHeaders({ https, framable = false }: { https: boolean; framable?: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // frame-ancestors 'none' says the same to browsers that know CSP; this is for those that do not. A page
    // the Data Studio may frame (preview) relies on frame-ancestors alone, which X-Frame-Options cannot express.
    ...(framable ? {} : { 'X-Frame-Options': 'DENY' }),
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
