import 'server-only';
import { randomUUID } from 'node:crypto';
import { currentMemberId } from '@/features/account/server/session';
import { rateLimitKey } from '@/lib/rate-limit';
import { keepPostResult, readPostResult } from '@/lib/post-result';
import { fromOwnPage } from '@/lib/security/own-page';
import { responsePolicy } from '@/lib/security/policy';
import { safeRedirect } from '@/lib/security/redirect';
import { RETURN_NAME, SUBMISSION_ID_NAME, type FieldDefinition } from '../definition';
import { isSubmissionId, SUBMIT_MESSAGES, type FormState } from '../state';
import { MalformedPostError, OversizedPostError, readFormPost } from './multipart';
import { returnAddress } from '@/lib/security/return-address';
import { siteSubmitDependencies } from './site-dependencies';
import { handleSubmission, rawValues } from './submit';

/**
 * The route of forms with a file field (`POST /api/forms/<id>`). Server actions cannot take their files: their bodies
 * are bounded for every action alike, and the proxy buffers every body it sees. This route is left out of the proxy
 * (src/proxy.ts's matcher) and reads the post as it streams in (./multipart.ts), each file up to its own field's
 * limit, so no other route's body limit changes.
 *
 * - With JavaScript the form's script posts here (`Accept: application/json`) and gets the form's new state.
 * - Without it the browser posts here itself and is sent back to the page (303), where the form reads the state
 *   (formResult; lib/post-result.ts keeps it for the page).
 */

interface StoredResult {
  formId: number;
  state: FormState;
}

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

  const back = returnAddress((posted as FormData | null)?.get(RETURN_NAME));
  const response = new Response(null, { status: 303, headers: { ...headers(), location: safeRedirect(back.href, '/') } });
  response.headers.append('set-cookie', await keepPostResult({ formId, state } satisfies StoredResult, back.path));
  return response;
}

/** The outcome of this visitor's last post of the form, for the page it returned to without JavaScript. */
export async function formResult(formId: number): Promise<FormState | null> {
  const result = (await readPostResult()) as Partial<StoredResult> | null;
  return result?.formId === formId && result.state ? result.state : null;
}

/** Each file field's limit in bytes. */
function fileLimits(fields: readonly FieldDefinition[]): Map<string, number> {
  return new Map(fields.map((field) => [field.name, field.file!.maxBytes]));
}

function headers(): Record<string, string> {
  const policy = responsePolicy('/api/forms');
  return { ...policy.headers, 'content-security-policy': policy.contentSecurityPolicy, 'cache-control': 'private, no-store' };
}

function refusal(status: number, message: string): Response {
  return Response.json({ error: message }, { status, headers: headers() });
}
