import 'server-only';
import { rateLimitKey, type RateLimiter } from '@/lib/rate-limit';
import { BodyTooLargeError, readTextWithin } from '@/lib/security/body';
import { fromOwnPage } from '@/lib/security/own-page';
import { safeRedirect } from '@/lib/security/redirect';
import { returnAddress } from '@/lib/security/return-address';
import type { NewsletterLinks } from '@/lib/content';
import { checkAddress } from '../address';
import { EMAIL_NAME, RETURN_NAME, type SignUpState } from '../state';
import type { QueuedSignUp } from './outbox';

/** A sign-up is an address and a page to return to: a few hundred bytes. */
export const SIGN_UP_BODY_LIMIT = 4 * 1024;
/** Sign-ups per client (its address as lib/client-ip.ts trusts it) in SIGN_UP_WINDOW_MS. */
export const SIGN_UP_LIMIT = 5;
export const SIGN_UP_WINDOW_MS = 10 * 60 * 1000;
/** What is kept of a typed value to show it again: more than any address, less than a flood. */
const KEPT_CHARACTERS = 300;

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

export interface SignUpDependencies {
  limiter: RateLimiter;
  /** The page's language and the site's links in it (the route's language, from the proxy). */
  language: () => Promise<{ locale: string; links: NewsletterLinks }>;
  /** Puts the sign-up in the outbox; may throw (a full outbox, Redis down). */
  enqueue: (signUp: QueuedSignUp) => Promise<void>;
  /** Hands the outbox on to Directus, not awaited. */
  deliver: () => void;
  /** Keeps the outcome for the page a post without JavaScript returns to; the Set-Cookie value. */
  keep: (state: SignUpState, path: string) => Promise<string>;
  headers: () => Record<string, string>;
  log?: (message: string, error: unknown) => void;
}

/** The HTTP status of each outcome, for the form's script. */
const STATUS: Record<SignUpState['status'], number> = { idle: 200, sent: 202, invalid: 400, blocked: 429, failed: 503 };

/**
 * `POST /api/newsletter` (and its language-prefixed address, /de/api/newsletter): the sign-up form's post.
 *
 * Refused before anything is read: a post from another site's page (403), of another content type than a form's
 * (415), or larger than SIGN_UP_BODY_LIMIT (413). Then the client's rate limit, then the address (400, naming the
 * problem). A good address goes into the outbox, and the answer is `sent` at once, for every address alike.
 * With `Accept: application/json` (the form's script) the state is the answer; without, the browser goes back to the
 * page (303), where the form shows the state.
 */
export async function answerSignUp(request: Request, deps: SignUpDependencies): Promise<Response> {
  const refusal = (status: number, error: string) =>
    Response.json({ error }, { status, headers: { ...deps.headers(), 'cache-control': 'no-store' } });
  if (!fromOwnPage(request)) return refusal(403, 'Sign-ups are sent from the site’s own pages.');
  if (!FORM_TYPE.test(request.headers.get('content-type') ?? '')) {
    return refusal(415, 'A sign-up is sent as a form (application/x-www-form-urlencoded).');
  }
  let body: string;
  try {
    body = await readTextWithin(request, SIGN_UP_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refusal(413, 'A sign-up is at most 4 KB.');
    throw error;
  }
  const form = new URLSearchParams(body);
  const typed = (form.get(EMAIL_NAME) ?? '').slice(0, KEPT_CHARACTERS);
  const state = await decide(typed, request.headers, deps);
  if ((request.headers.get('accept') ?? '').includes('application/json')) {
    return Response.json(state, { status: STATUS[state.status], headers: { ...deps.headers(), 'cache-control': 'no-store' } });
  }
  const back = returnAddress(form.get(RETURN_NAME));
  const response = new Response(null, {
    status: 303,
    headers: { ...deps.headers(), 'cache-control': 'no-store', location: safeRedirect(back.href, '/') },
  });
  response.headers.append('set-cookie', await deps.keep(state, back.path));
  return response;
}

async function decide(typed: string, headers: Headers, deps: SignUpDependencies): Promise<SignUpState> {
  const client = rateLimitKey(headers);
  const decision = await deps.limiter.consume(client);
  if (!decision.allowed) return { status: 'blocked', minutes: Math.max(1, Math.ceil(decision.retryAfterMs / 60_000)), email: typed };
  const check = checkAddress(typed);
  if (!check.ok) return { status: 'invalid', problem: check.problem, email: typed };
  try {
    const { locale, links } = await deps.language();
    await deps.enqueue({ email: check.email, language: locale, links, at: Date.now() });
  } catch (error) {
    (deps.log ?? ((message, cause) => console.error(message, cause)))('A sign-up could not be kept for Directus.', error);
    await deps.limiter.refund(client);
    return { status: 'failed', email: typed };
  }
  deps.deliver();
  return { status: 'sent', email: typed };
}
