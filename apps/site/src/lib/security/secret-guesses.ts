import 'server-only';
import { rateLimitKey } from '@/lib/rate-limit';
import { sharedRateLimiter } from '@/lib/shared-state';

/**
 * Wrong secrets a client may send in a window, over every secret the site checks from a request (the preview
 * secret, the revalidation secret): plenty for an editor's typo or a misconfigured webhook, and about 2,000 guesses a
 * day for anyone guessing, against a 32-character secret.
 */
export const SECRET_GUESSES = { limit: 20, windowMs: 15 * 60_000 };

/**
 * Checks a secret a request sends, counting wrong ones per client (by address, as every rate limit: a forged
 * X-Forwarded-For is no new client unless TRUST_PROXY says the proxy in front writes it). A client past its limit
 * gets a 429 with Retry-After whatever it sends, so a right guess is never confirmed; a right secret counts nothing,
 * so Directus's change notifications and editors' previews are never held up by their own use. Returns the refusal
 * to answer with, or null when the secret was right.
 */
export async function checkSecret(request: Request, isRight: () => boolean, wrong: () => Response): Promise<Response | null> {
  const limiter = sharedRateLimiter('secret-guesses', SECRET_GUESSES);
  const client = rateLimitKey(request.headers);
  const decision = await limiter.consume(client);
  if (!decision.allowed) {
    const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
    return new Response(`Too many wrong secrets from this address; try again in ${seconds} seconds`, {
      status: 429,
      headers: { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' },
    });
  }
  if (!isRight()) return wrong();
  await limiter.refund(client);
  return null;
}
