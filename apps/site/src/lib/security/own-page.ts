/**
 * Whether a post comes from one of the site's own pages: browsers say where a post comes from (Sec-Fetch-Site, which
 * no page can set, and Origin on every POST); another site's page posting on a visitor's behalf (CSRF) is refused.
 * Sec-Fetch-Site decides when present: a page with `Referrer-Policy: no-referrer` (the newsletter's link pages) posts
 * with `Origin: null`. A request with neither header comes from no browser page (a script of its own), which gains
 * nothing from a visitor's cookies.
 */
export function fromOwnPage(request: Request, siteUrl: string | undefined = process.env.SITE_URL): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  // Browsers without Fetch Metadata: the Origin, which every POST carries.
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  const host = request.headers.get('host');
  const configured = siteUrl?.trim();
  try {
    const from = new URL(origin).host;
    return from === host || (configured ? from === new URL(configured).host : false);
  } catch {
    return false;
  }
}
