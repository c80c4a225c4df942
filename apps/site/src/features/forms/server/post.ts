import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { cookies } from 'next/headers';
import { currentMemberId } from '@/features/account/server/session';
import { rateLimitKey } from '@/lib/rate-limit';
import { responsePolicy, servedOverHttps } from '@/lib/security/policy';
import { safeRedirect } from '@/lib/security/redirect';
import { sharedTtlCache } from '@/lib/shared-state';
import { FORM_RESULT_COOKIE } from '@/lib/server-seam';
import { RETURN_NAME, SUBMISSION_ID_NAME, type FieldDefinition } from '../definition';
import { isSubmissionId, SUBMIT_MESSAGES, type FormState } from '../state';
import { MalformedPostError, OversizedPostError, readFormPost } from './multipart';
import { returnAddress } from './return-address';
import { siteSubmitDependencies } from './site-dependencies';
import { handleSubmission, rawValues } from './submit';

/**
 * The route of forms with a file field (`POST /api/forms/<id>`). Server actions cannot take their files: their bodies
 * are bounded for every action alike, and the proxy buffers every body it sees. This route is left out of the proxy
 * (src/proxy.ts's matcher) and reads the post as it streams in (./multipart.ts), each file up to its own field's
 * limit, so no other route's body limit changes.
 *
 * - With JavaScript the form's script posts here (`Accept: application/json`) and gets the form's new state.
 * - Without it the browser posts here itself and is sent back to the page (303). The state waits for it in the
 *   shared state for RESULT_TTL_MS under a random key, named by a cookie limited to that page, which also keeps
 *   the page out of the page cache for that visitor; the page's form reads it (formResult).
 */

/** How long a no-JavaScript post's outcome waits for the page it returns to (at once, unless the visitor reloads it). */
const RESULT_TTL_MS = 60 * 1000;

interface StoredResult {
  formId: number;
  state: FormState;
}

const results = () => sharedTtlCache<StoredResult>('form-results', { maxEntries: 10_000 });

export async function answerFormPost(request: Request, formId: number): Promise<Response> {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  if (!fromOwnPage(request)) return refusal(403, 'Forms are sent from the site’s own pages.');
  let posted: FormData | null = null;
  let state: FormState;
  try {
    state = await handleSubmission(
      {
        formId,
        read: async (fileFields) => {
          const post = await readFormPost(request, fileLimits(fileFields));
          posted = post.data;
          return post;
        },
        clientKey: rateLimitKey(request.headers),
        memberId: await currentMemberId(),
      },
      siteSubmitDependencies(),
    );
  } catch (error) {
    if (error instanceof OversizedPostError) return refusal(413, error.message);
    if (error instanceof MalformedPostError) return refusal(400, 'The form could not be read.');
    // Never an error page instead of the form: the visitor keeps the input and can try again.
    console.error('Form submission failed unexpectedly.', error);
    const data = (posted as FormData | null) ?? new FormData();
    const id = data.get(SUBMISSION_ID_NAME);
    state = {
      status: 'failed',
      message: SUBMIT_MESSAGES.failed,
      errors: {},
      values: rawValues(data),
      submissionId: isSubmissionId(id) ? id : randomUUID(),
    };
  }
  if (wantsJson) return Response.json(state, { headers: headers() });

  const key = randomBytes(16).toString('base64url');
  await results().set(key, { formId, state }, RESULT_TTL_MS);
  const back = returnAddress((posted as FormData | null)?.get(RETURN_NAME));
  const response = new Response(null, { status: 303, headers: { ...headers(), location: safeRedirect(back.href, '/') } });
  const secure = servedOverHttps(process.env) ? '; Secure' : '';
  response.headers.append(
    'set-cookie',
    `${FORM_RESULT_COOKIE}=${key}; Path=${back.path}; Max-Age=${RESULT_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
  );
  return response;
}

/** The outcome of this visitor's last post of the form, for the page it returned to without JavaScript. */
export async function formResult(formId: number): Promise<FormState | null> {
  const key = (await cookies()).get(FORM_RESULT_COOKIE)?.value;
  if (!key || !/^[A-Za-z0-9_-]{22}$/.test(key)) return null;
  const result = await results().get(key);
  return result?.formId === formId ? result.state : null;
}

/** Each file field's limit in bytes. */
function fileLimits(fields: readonly FieldDefinition[]): Map<string, number> {
  return new Map(fields.map((field) => [field.name, field.file!.maxBytes]));
}

/**
 * Whether the post comes from one of the site's pages: browsers say where a post comes from (Sec-Fetch-Site, and
 * Origin on every POST); another site's page posting here on a visitor's behalf is refused.
 */
function fromOwnPage(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  const host = request.headers.get('host');
  const siteUrl = process.env.SITE_URL?.trim();
  try {
    const from = new URL(origin).host;
    return from === host || (siteUrl ? from === new URL(siteUrl).host : false);
  } catch {
    return false;
  }
}

function headers(): Record<string, string> {
  const policy = responsePolicy('/api/forms');
  return { ...policy.headers, 'content-security-policy': policy.contentSecurityPolicy, 'cache-control': 'private, no-store' };
}

function refusal(status: number, message: string): Response {
  return Response.json({ error: message }, { status, headers: headers() });
}
