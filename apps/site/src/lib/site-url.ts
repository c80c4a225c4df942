/** The site's public origin (SITE_URL), read at call time like the rest of the configuration. */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  return (env.SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
}

/** An absolute URL on the site for a path ("/posts/a-post") or an already absolute URL. */
export function absoluteUrl(path: string, base = siteUrl()): string {
  return new URL(path, `${base}/`).toString();
}
