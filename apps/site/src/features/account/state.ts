import type { AccountField } from './AccountForm';
/** What an account form shows after a submission. */
export interface AccountFormState {
  status: 'idle' | 'error' | 'success';
  message: string | null;
  /** Non-secret input to put back into the form (never passwords). */
  values?: Record<string, string>;
}

export const IDLE: AccountFormState = { status: 'idle', message: null };

export const ACCOUNT_MESSAGES = {
  /** The same for an unknown e-mail and a wrong password. */
  badCredentials: 'The e-mail address or password is not correct.',
  throttled: (retryAfterMs: number) =>
    `Too many attempts. Please wait ${Math.max(1, Math.ceil(retryAfterMs / 60_000))} minute(s) and try again.`,
  unavailable: 'Signing in is not possible right now. Please try again in a moment.',
  crossSite: 'This form must be sent from this site.',
  missing: 'Please fill in every field.',
  resetRequested: 'If an account exists for that address, we have sent it a link to choose a new password.',
  weakPassword: 'Please choose a password of at least 8 characters.',
  mismatch: 'The two passwords do not match.',
  badToken: 'This link is no longer valid. Please ask for a new one.',
  passwordReset: 'Your password has been changed. You can sign in with it now.',
  inviteAccepted: 'Welcome! Your password is set. You can sign in now.',
  profileSaved: 'Your profile has been saved.',
  emailTaken: 'That e-mail address cannot be used. Please choose another.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  failed: 'Something went wrong. Please try again.',
  signedOut: 'Please sign in again.',
} as const;

export const MIN_PASSWORD_LENGTH = 8;

/** A new password and its confirmation: the fields of the reset, invitation and change-password forms. */
export const newPasswordFields: AccountField[] = [
  { name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password', minLength: MIN_PASSWORD_LENGTH },
  { name: 'confirmation', label: 'New password again', type: 'password', autoComplete: 'new-password', minLength: MIN_PASSWORD_LENGTH },
];
