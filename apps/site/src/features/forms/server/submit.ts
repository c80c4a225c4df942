import 'server-only';
import { randomUUID } from 'node:crypto';
import type { PhoneCheck } from '@/features/phone/constants';
import type { Form, NewFormSubmission } from '@/lib/content';
import { HONEYPOT_NAME, normalizeFields, SUBMISSION_ID_NAME } from '../definition';
import { echoValues, readFormInput, validateForm } from '../schema';
import type { FormMessage } from '../messages';
import { isSubmissionId, SUBMIT_MESSAGES, type FormState } from '../state';
import type { RateLimiter } from '@/lib/rate-limit';

/** Submissions per client: 5 in 10 minutes (the specification's limit). */
export const FORM_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

export interface SubmitDependencies {
  loadForm(id: number): Promise<Form | null>;
  store(submission: NewFormSubmission): Promise<unknown>;
  limiter: RateLimiter;
  checkPhone: PhoneCheck;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Handles one submission of a CMS form, in this order: the client's rate limit (every attempt
 * counts, except those the site itself failed; checked first, so a blocked client costs Directus
 * nothing), the honeypot (a bot is told "thank you" and nothing
 * is stored), the form definition (read from Directus, never from the request), validation with
 * the full phone metadata, and one create call in Directus. Whatever fails, the visitor's input
 * comes back in the state, so the form keeps it.
 */
export async function handleSubmission(
  { formId, data, clientKey, memberId = null }: { formId: number; data: FormData; clientKey: string; memberId?: string | null },
  deps: SubmitDependencies,
): Promise<FormState> {
  const posted = data.get(SUBMISSION_ID_NAME);
  const submissionId = isSubmissionId(posted) ? posted.toLowerCase() : randomUUID();
  const state = (status: FormState['status'], message: FormMessage | null, values: Record<string, string> = {}): FormState => ({
    status,
    message,
    errors: {},
    values,
    submissionId,
  });

  const decision = await deps.limiter.consume(clientKey);
  if (!decision.allowed) return state('blocked', SUBMIT_MESSAGES.blocked(decision.retryAfterMs), rawValues(data));
  const honeypot = data.get(HONEYPOT_NAME);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    deps.log?.('Form submission discarded: the honeypot field was filled in.');
    return state('success', null);
  }

  let form: Form | null;
  try {
    form = await deps.loadForm(formId);
  } catch (error) {
    await deps.limiter.refund(clientKey);
    deps.log?.('Form submission failed: the form definition could not be read.', error);
    return state('failed', SUBMIT_MESSAGES.failed, rawValues(data));
  }
  if (!form) {
    await deps.limiter.refund(clientKey);
    return state('failed', SUBMIT_MESSAGES.unavailable);
  }
  const fields = normalizeFields(form.fields);
  const values = echoValues(fields, data);

  const result = validateForm(fields, readFormInput(fields, data), deps.checkPhone);
  if (!result.ok) return { ...state('invalid', SUBMIT_MESSAGES.invalid, values), errors: result.errors };

  try {
    await deps.store({ id: submissionId, form: form.id, data: result.data, member: memberId });
  } catch (error) {
    await deps.limiter.refund(clientKey);
    deps.log?.('Form submission failed: Directus did not store it.', error);
    return state('failed', SUBMIT_MESSAGES.failed, values);
  }
  const successText = form.success_message?.trim();
  return state('success', successText ? { text: successText } : SUBMIT_MESSAGES.success);
}

/** Before the form definition is read, the posted strings themselves (bounded) go back, minus the site's own fields. */
export function rawValues(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of data) {
    if (typeof value !== 'string' || name.startsWith('$') || name === HONEYPOT_NAME || name === SUBMISSION_ID_NAME) continue;
    if (Object.keys(values).length >= 50) break;
    values[name] = value.slice(0, 5100);
  }
  return values;
}
