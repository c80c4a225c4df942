import 'server-only';
import { randomUUID } from 'node:crypto';
import type { PhoneCheck } from '@/features/phone/constants';
import type { Form, NewFormSubmission } from '@/lib/content';
import { HONEYPOT_NAME, normalizeFields, SUBMISSION_ID_NAME, type FieldDefinition } from '../definition';
import { echoValues, readFormInput, validateForm } from '../schema';
import type { FormMessage } from '../messages';
import { isSubmissionId, SUBMIT_MESSAGES, type FormState } from '../state';
import type { RateLimiter } from '@/lib/rate-limit';
import { sharedRateLimiter } from '@/lib/shared-state';
import type { ReceivedFile } from './multipart';

/** Submissions per client: 5 in 10 minutes (the specification's limit). */
export const FORM_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

/** The one limiter of every form's submissions, with files or without: across all instances when REDIS_URL is set. */
export const formRateLimiter = () => sharedRateLimiter('forms', FORM_RATE_LIMIT);

export interface SubmitDependencies {
  loadForm(id: number): Promise<Form | null>;
  store(submission: NewFormSubmission): Promise<unknown>;
  limiter: RateLimiter;
  checkPhone: PhoneCheck;
  /** Stores a visitor's file privately (only for forms with file fields); its id. */
  storeFile?(file: ReceivedFile & { bytes: Uint8Array<ArrayBuffer> }): Promise<string>;
  log?: (message: string, error?: unknown) => void;
}

/** A form post as read: its text fields, and the files of its file fields as the site itself read them. */
export interface PostedForm {
  data: FormData;
  files?: ReadonlyMap<string, ReceivedFile>;
}

/**
 * Reads the post: with the form's file fields once the form is known (their files are then read, up to each
 * field's limit), or with none (the text alone, to give it back when the submission cannot go on).
 */
export type ReadPosted = (fileFields: readonly FieldDefinition[]) => Promise<PostedForm>;

/**
 * Handles one submission of a CMS form, in this order: the client's rate limit (every attempt counts, except those
 * the site itself failed; checked first, so a blocked client costs Directus nothing), the form definition (read from
 * Directus, never from the request), the post itself (its files read up to their fields' limits), the honeypot (a
 * bot is told "thank you" and nothing is stored), validation with the full phone metadata, the files (stored
 * privately), and one create call in Directus that links them. Whatever fails, the visitor's input comes back in
 * the state, so the form keeps it.
 */
export async function handleSubmission(
  { formId, read, clientKey, memberId = null }: { formId: number; read: ReadPosted; clientKey: string; memberId?: string | null },
  deps: SubmitDependencies,
): Promise<FormState> {
  const stateOf = (data: FormData) => {
    const posted = data.get(SUBMISSION_ID_NAME);
    const submissionId = isSubmissionId(posted) ? posted.toLowerCase() : randomUUID();
    return (status: FormState['status'], message: FormMessage | null, values: Record<string, string> = {}): FormState => ({
      status,
      message,
      errors: {},
      values,
      submissionId,
    });
  };
  const textOnly = async (status: FormState['status'], message: FormMessage | null) => {
    const { data } = await read([]);
    return stateOf(data)(status, message, rawValues(data));
  };

  const decision = await deps.limiter.consume(clientKey);
  if (!decision.allowed) return textOnly('blocked', SUBMIT_MESSAGES.blocked(decision.retryAfterMs));
  let form: Form | null;
  try {
    form = await deps.loadForm(formId);
  } catch (error) {
    await deps.limiter.refund(clientKey);
    deps.log?.('Form submission failed: the form definition could not be read.', error);
    return textOnly('failed', SUBMIT_MESSAGES.failed);
  }
  if (!form) {
    await deps.limiter.refund(clientKey);
    const { data } = await read([]);
    return stateOf(data)('failed', SUBMIT_MESSAGES.unavailable);
  }
  const fields = normalizeFields(form.fields);
  const { data, files = new Map<string, ReceivedFile>() } = await read(fields.filter((field) => field.file));
  const state = stateOf(data);
  const submissionId = state('idle', null).submissionId;
  const honeypot = data.get(HONEYPOT_NAME);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    deps.log?.('Form submission discarded: the honeypot field was filled in.');
    return state('success', null);
  }
  const fileOf = (field: FieldDefinition) => files.get(field.name) ?? null;
  const values = echoValues(fields, data, fileOf);

  const result = validateForm(fields, readFormInput(fields, data, fileOf), deps.checkPhone);
  if (!result.ok) return { ...state('invalid', SUBMIT_MESSAGES.invalid, values), errors: result.errors };

  const stored: string[] = [];
  try {
    for (const field of fields) {
      const file = files.get(field.name);
      // A file of a field its condition hides was dropped by the check (null), like any hidden field's value.
      if (!file?.bytes || result.data[field.name] === null || !deps.storeFile) continue;
      result.data[field.name] = await deps.storeFile({ ...file, bytes: file.bytes });
      stored.push(result.data[field.name] as string);
    }
  } catch (error) {
    await deps.limiter.refund(clientKey);
    deps.log?.('Form submission failed: Directus did not take a file.', error);
    return state('failed', SUBMIT_MESSAGES.fileFailed, values);
  }

  try {
    await deps.store({
      id: submissionId,
      form: form.id,
      data: result.data,
      member: memberId,
      ...(stored.length > 0 ? { files: stored } : {}),
    });
  } catch (error) {
    await deps.limiter.refund(clientKey);
    deps.log?.('Form submission failed: Directus did not store it.', error);
    return state('failed', stored.length > 0 ? SUBMIT_MESSAGES.fileFailed : SUBMIT_MESSAGES.failed, values);
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
