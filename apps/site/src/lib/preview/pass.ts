import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The cookie that carries preview (and, in the Data Studio's frame, editing mode) for one editor's browser: a pass
 * signed with the preview secret that expires. It is partitioned (CHIPS): inside the Studio's frame, on another
 * site, the browser keeps it in a jar of its own for the Studio's site and sends it back there even with
 * third-party cookies blocked, and never to the same site opened anywhere else (docs/site-features.md, "Preview
 * and editing mode across sites"). Its name, PREVIEW_COOKIE, is in lib/server-seam.ts: the page cache reads it too.
 */

/** How long a pass lasts unused; every page the editor opens with more than half of it gone renews it. */
export const PREVIEW_PASS_SECONDS = 2 * 60 * 60;

/** What the signature covers besides the expiry, so that no other HMAC of the same secret is ever a pass. */
const PURPOSE = 'tessera-preview-pass';

const signature = (expires: number, secret: string) => createHmac('sha256', secret).update(`${PURPOSE}:${expires}`).digest('base64url');

/** A new pass (`<expiry in seconds since the epoch>.<signature>`) valid for PREVIEW_PASS_SECONDS from `now`. */
export function issuePreviewPass(secret: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + PREVIEW_PASS_SECONDS;
  return `${expires}.${signature(expires, secret)}`;
}

/**
 * The expiry (seconds since the epoch) of a pass signed with `secret` that has not expired at `now`; null for
 * anything else (no secret configured, a forged, altered or expired pass, any other value).
 */
export function previewPassExpiry(pass: string | undefined, secret: string | undefined, now = Date.now()): number | null {
  if (!secret || !pass) return null;
  const match = /^([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(pass);
  if (!match) return null;
  const expires = Number(match[1]);
  if (expires * 1000 <= now || expires * 1000 > now + PREVIEW_PASS_SECONDS * 1000) return null;
  const expected = Buffer.from(signature(expires, secret));
  return timingSafeEqual(Buffer.from(match[2]!), expected) ? expires : null;
}

/** Whether a valid pass expiring at `expires` is worth renewing at `now`: more than half of its time is gone. */
export function needsRenewal(expires: number, now = Date.now()): boolean {
  return expires * 1000 - now < (PREVIEW_PASS_SECONDS * 1000) / 2;
}

/**
 * The cookie's attributes. `Partitioned` needs `Secure`, which browsers accept from https sites and from
 * localhost and 127.0.0.1 over http; `SameSite=None` so that it is sent inside the Studio's frame; `HttpOnly`:
 * no script reads it. `maxAge` 0 deletes it (with the same attributes, or the browser keeps the partitioned one).
 */
export function previewCookieOptions(maxAge = PREVIEW_PASS_SECONDS) {
  return { httpOnly: true, secure: true, sameSite: 'none', partitioned: true, path: '/', maxAge } as const;
}
