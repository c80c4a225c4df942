import type { FieldErrors } from './schema';

/** What a submission attempt returns to the form (and, without JavaScript, what the page re-renders with). */
export interface FormState {
  status: 'idle' | 'invalid' | 'failed' | 'blocked' | 'success';
  /** A message about the whole form: why it was not sent, or the success message. */
  message: string | null;
  errors: FieldErrors;
  /** The visitor's input, put back into the form after a failed attempt. */
  values: Record<string, string>;
  /** The submission's id, kept across retries so a retry cannot store it twice. */
  submissionId: string;
}

export const initialFormState: FormState = { status: 'idle', message: null, errors: {}, values: {}, submissionId: '' };

export const SUBMIT_MESSAGES = {
  invalid: 'Please correct the errors below and send the form again.',
  failed: 'Sorry, we could not send your message just now. Everything you entered is still here: please try again in a moment.',
  unavailable: 'Sorry, this form is no longer available.',
  success: 'Thank you, your message has been sent.',
  blocked: (retryAfterMs: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    return `Too many messages have been sent from your network in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
  },
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isSubmissionId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
