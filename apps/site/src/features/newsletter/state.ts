import type { AddressProblem } from './address';

/** The sign-up form's field names, as the browser posts them (application/x-www-form-urlencoded). */
export const EMAIL_NAME = 'email';
export const RETURN_NAME = 'return_to';

/**
 * What the sign-up answers, to the form's script (JSON) and, without JavaScript, to the page it returns to. `email`
 * is what the visitor typed, so that the form shows it again. `sent` is the same for every address, new, pending,
 * confirmed or unsubscribed: the answer tells nobody whether an address is subscribed.
 */
export type SignUpState =
  | { status: 'idle' }
  | { status: 'sent'; email: string }
  | { status: 'invalid'; problem: AddressProblem; email: string }
  | { status: 'blocked'; minutes: number; email: string }
  | { status: 'failed'; email: string };

/** A sign-up's outcome kept for a page without JavaScript (lib/post-result.ts), told apart from a form's. */
export interface KeptSignUp {
  newsletter: SignUpState;
}
