import 'server-only';
import { confirmNewsletterSubscription, ContentError, unsubscribeFromNewsletter } from '@/lib/content';
import { pageLanguage } from '@/lib/i18n/page-language';
import { keepPostResult } from '@/lib/post-result';
import { sharedRateLimiter, sharedQueue } from '@/lib/shared-state';
import { responsePolicy } from '@/lib/security/policy';
import { BodyTooLargeError, readTextWithin } from '@/lib/security/body';
import { safeRedirect } from '@/lib/security/redirect';
import { absoluteUrl } from '@/lib/site-url';
import type { KeptSignUp } from '../state';
import { kickOutbox, type QueuedSignUp } from './outbox';
import { answerSignUp, SIGN_UP_LIMIT, SIGN_UP_WINDOW_MS } from './sign-up';

/** The newsletter's routes as the site runs them: its rate limiter, outbox, language and security headers. */

function routeHeaders(): Record<string, string> {
  const policy = responsePolicy('/api/newsletter');
  return { ...policy.headers, 'content-security-policy': policy.contentSecurityPolicy };
}

/** `POST /api/newsletter`: a sign-up (server/sign-up.ts). */
export function signUpRoute(request: Request): Promise<Response> {
  return answerSignUp(request, {
    limiter: sharedRateLimiter('newsletter', { limit: SIGN_UP_LIMIT, windowMs: SIGN_UP_WINDOW_MS }),
    language: async () => {
      const { locale, href } = await pageLanguage();
      return {
        locale,
        links: {
          confirm: absoluteUrl(href('/newsletter/confirm')),
          unsubscribe: absoluteUrl(href('/newsletter/unsubscribe')),
          oneClickUnsubscribe: absoluteUrl('/api/newsletter/unsubscribe'),
        },
      };
    },
    enqueue: (signUp) => sharedQueue<QueuedSignUp>('newsletter-outbox').push(signUp),
    deliver: () => void kickOutbox(),
    keep: (state, path) => keepPostResult({ newsletter: state } satisfies KeptSignUp, path),
    headers: routeHeaders,
  });
}

/** A link's token: base64url (with a dot in an unsubscribe token), bounded. */
const TOKEN = /^[A-Za-z0-9_.-]{20,120}$/;
const TOKEN_BODY_LIMIT = 2 * 1024;

/**
 * A post from the confirm or unsubscribe page, or a mail program's one-click unsubscribe: the token (a form field, or
 * the link's own `?token=`), and whether the body says `List-Unsubscribe=One-Click`.
 */
async function readTokenPost(request: Request): Promise<{ token: string | null; oneClick: boolean }> {
  let token: FormDataEntryValue | null = null;
  let oneClick = false;
  const type = request.headers.get('content-type') ?? '';
  // RFC 8058 allows either form encoding for the one-click post.
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(type)) {
    try {
      const text = await readTextWithin(request, TOKEN_BODY_LIMIT);
      const form = await new Response(text, { headers: { 'content-type': type } }).formData();
      token = form.get('token');
      oneClick = form.get('List-Unsubscribe') === 'One-Click';
    } catch (error) {
      // Too large or malformed: a body no page of the site sends; the link's own token still counts.
      if (!(error instanceof BodyTooLargeError) && !(error instanceof TypeError)) throw error;
    }
  }
  const value = typeof token === 'string' ? token : new URL(request.url).searchParams.get('token');
  return { token: value && TOKEN.test(value) ? value : null, oneClick };
}

/** Where a confirm or unsubscribe post sends the browser: the page, in its language, showing the outcome. */
async function outcomePage(page: 'confirm' | 'unsubscribe', outcome: string): Promise<Response> {
  const { href } = await pageLanguage();
  return new Response(null, {
    status: 303,
    headers: {
      ...routeHeaders(),
      'cache-control': 'no-store',
      location: safeRedirect(`${href(`/newsletter/${page}`)}?outcome=${outcome}`, '/'),
    },
  });
}

/** What Directus says of a link's token: `invalid` without one, `unavailable` when Directus cannot be asked. */
async function outcomeOf(token: string | null, ask: (token: string) => Promise<string>): Promise<string> {
  if (!token) return 'invalid';
  try {
    return await ask(token);
  } catch (error) {
    if (error instanceof ContentError) return 'unavailable';
    throw error;
  }
}

/**
 * `POST /api/newsletter/confirm`: the confirm page's button (a form with the link's token). Only this confirms: a
 * link opened by a mail scanner or a browser's prefetch (GET) changes nothing.
 */
export async function confirmRoute(request: Request): Promise<Response> {
  const { token } = await readTokenPost(request);
  return outcomePage('confirm', await outcomeOf(token, confirmNewsletterSubscription));
}

/**
 * `POST /api/newsletter/unsubscribe`: the unsubscribe page's button, and RFC 8058's one-click unsubscribe, which a
 * mail program posts to the List-Unsubscribe address (`?token=`) with the body `List-Unsubscribe=One-Click`; that one
 * gets a plain answer (200, or 503 to try again), the page's post the page. Once or many times alike.
 */
export async function unsubscribeRoute(request: Request): Promise<Response> {
  const { token, oneClick } = await readTokenPost(request);
  const outcome = await outcomeOf(token, unsubscribeFromNewsletter);
  if (!oneClick) return outcomePage('unsubscribe', outcome);
  const status = outcome === 'unsubscribed' ? 200 : outcome === 'unavailable' ? 503 : 400;
  return new Response(outcome === 'unsubscribed' ? 'Unsubscribed.\n' : `${outcome}\n`, {
    status,
    headers: { ...routeHeaders(), 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
  });
}
