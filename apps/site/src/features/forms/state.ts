import { formMessage, type FormMessage } from './messages';
import type { FieldErrors } from './schema';

/** What a submission attempt returns to the form (and, without JavaScript, what the page re-renders with). */
export interface FormState {
  status: 'idle' | 'invalid' | 'failed' | 'blocked' | 'success';
  /** A message about the whole form: why it was not sent, or the success message. */
  message: FormMessage | null;
  errors: FieldErrors;
  /** The visitor's input, put back into the form after a failed attempt. */
  values: Record<string, string>;
  /** The submission's id, kept across retries so a retry cannot store it twice. */
  submissionId: string;
}

export const initialFormState: FormState = { status: 'idle', message: null, errors: {}, values: {}, submissionId: '' };

/** What a submission attempt can say about the whole form: keys of the catalogues' `Form.submit`. */
export const SUBMIT_MESSAGES = {
  invalid: formMessage('Form.submit.invalid'),
  failed: formMessage('Form.submit.failed'),
  fileFailed: formMessage('Form.submit.fileFailed'),
  unavailable: formMessage('Form.submit.unavailable'),
  success: formMessage('Form.submit.success'),
  blocked: (retryAfterMs: number) => formMessage('Form.submit.blocked', { minutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)) }),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isSubmissionId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
