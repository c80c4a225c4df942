/** Where the site goes after signing in when no (acceptable) destination was given. */
export const DEFAULT_AFTER_SIGN_IN = '/account/profile';

/**
 * A post-sign-in destination, only ever a path on this site: "/members", "/posts?page=2#top".
 * Anything else (absolute or protocol-relative URLs, backslashes, control characters, other
 * schemes, over-long values) falls back to `fallback`.
 */
export function safeRedirectPath(value: unknown, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 1000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const base = 'https://tessera.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // The sign-in page itself is no destination.
    if (url.pathname === '/account/sign-in') return fallback;
    return path;
  } catch {
    return fallback;
  }
}
