import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site-url';

// SITE_URL is read when the site runs, not when it is built.
export const dynamic = 'force-dynamic';

/** Everything may be crawled but the account pages and the API; the sitemap lists what to index. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/account', '/api'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
