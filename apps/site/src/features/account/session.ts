import type { SessionTokens } from '@/lib/content/client';
import { processSingleton } from '@/lib/process-singleton';

/**
 * The member's session as the site keeps it: Directus's access and refresh tokens in one httpOnly
 * cookie that only the site's server reads (browser scripts never see a token). Pure functions,
 * shared by the proxy, server actions and pages. The cookie's name, SESSION_COOKIE, is in lib/server-seam.ts: the
 * site's server reads it too (a member's requests never come from the page cache).
 */

/** As long as Directus's refresh token lives (REFRESH_TOKEN_TTL, 7 days by default). */
export const SESSION_MAX_AGE_S = 7 * 24 * 60 * 60;
/** Renew the access token when it is this close to expiring (the content client's REFRESH_BEFORE_EXPIRY_MS). */
export const REFRESH_MARGIN_MS = 30_000;

const TOKEN = /^[\w.~+/=-]{1,4096}$/;

export function encodeSession(tokens: SessionTokens): string {
  return Buffer.from(JSON.stringify([tokens.access_token, tokens.refresh_token, tokens.expires_at])).toString('base64url');
}

/** The tokens in a cookie value, or null when it is missing or malformed. */
export function decodeSession(value: string | undefined | null): SessionTokens | null {
  if (!value || value.length > 12_000) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [access_token, refresh_token, expires_at] = parsed as unknown[];
    if (typeof access_token !== 'string' || !TOKEN.test(access_token)) return null;
    if (typeof refresh_token !== 'string' || !TOKEN.test(refresh_token)) return null;
    if (typeof expires_at !== 'number' || !Number.isFinite(expires_at)) return null;
    return { access_token, refresh_token, expires_at };
  } catch {
    return null;
  }
}

/** Whether the access token has expired or expires within REFRESH_MARGIN_MS. */
export function needsRefresh(tokens: SessionTokens, now = Date.now()): boolean {
  return tokens.expires_at - now <= REFRESH_MARGIN_MS;
}

export interface SessionCookieOptions {
  httpOnly: true;
  secure: boolean;
  sameSite: 'lax';
  path: '/';
  maxAge: number;
}

/** httpOnly, SameSite=Lax, and Secure whenever the site is served over https (production). */
export function sessionCookieOptions(siteUrl = process.env.SITE_URL ?? ''): SessionCookieOptions {
  const secure = siteUrl.startsWith('https://') || process.env.SESSION_COOKIE_SECURE === 'true';
  return { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: SESSION_MAX_AGE_S };
}

/**
 * Brings a session up to date: when the access token is (nearly) expired, `renew` (the content
 * client's memberClient, which refreshes within 30 s of expiry) is asked for new tokens.
 * Returns `unchanged`, `refreshed` with the new tokens, `ended` when Directus refuses the refresh
 * token (revoked or expired), or `unavailable` when Directus could not be asked (keep the cookie).
 */
export type RefreshOutcome =
  | { kind: 'unchanged'; tokens: SessionTokens }
  | { kind: 'refreshed'; tokens: SessionTokens }
  | { kind: 'ended' }
  | { kind: 'unavailable'; tokens: SessionTokens };

export async function refreshIfNeeded(
  tokens: SessionTokens,
  renew: (tokens: SessionTokens) => Promise<SessionTokens | null>,
  now = Date.now(),
): Promise<RefreshOutcome> {
  if (!needsRefresh(tokens, now)) return { kind: 'unchanged', tokens };
  try {
    const next = await renewOnce(tokens, renew);
    return next ? { kind: 'refreshed', tokens: next } : { kind: 'unchanged', tokens };
  } catch (error) {
    const kind = (error as { kind?: string } | null)?.kind;
    return kind === 'unauthorized' || kind === 'forbidden' || kind === 'validation' ? { kind: 'ended' } : { kind: 'unavailable', tokens };
  }
}

/** How long a renewal's new tokens are handed to requests that still carry the refresh token it spent. */
const RENEWAL_REUSE_MS = 30_000;

/**
 * `renew` once per refresh token, however many requests carry it. Directus rotates the refresh token on every refresh
 * and refuses the old one, so when a browser sends requests in parallel with a session about to expire (a navigation
 * and its links' prefetches), each renewing on its own would end the session on all but the first. The requests share
 * the first renewal instead, and those sent before the browser had the new cookie get its tokens for RENEWAL_REUSE_MS.
 * (Within one server process: behind a load balancer, keep a member's requests on one instance, or accept that such a
 * race may sign them out.)
 */
function renewOnce(tokens: SessionTokens, renew: (tokens: SessionTokens) => Promise<SessionTokens | null>): Promise<SessionTokens | null> {
  // Renewals under way or just made, by the refresh token they spent: one map for the proxy and the app's bundles.
  const renewals = processSingleton('sessionRenewals', () => new Map<string, Promise<SessionTokens | null>>());
  const known = renewals.get(tokens.refresh_token);
  if (known) return known;
  const renewal = renew(tokens);
  renewals.set(tokens.refresh_token, renewal);
  renewal.then(
    () => setTimeout(() => renewals.delete(tokens.refresh_token), RENEWAL_REUSE_MS).unref(),
    // A failure is not kept: the next request asks again (Directus may be back).
    () => renewals.delete(tokens.refresh_token),
  );
  return renewal;
}
