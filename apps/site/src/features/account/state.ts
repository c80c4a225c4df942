import type { Messages } from '@/lib/i18n/messages';
import type { AccountField } from './AccountForm';
/** What an account form shows after a submission. */
export interface AccountFormState {
  status: 'idle' | 'error' | 'success';
  message: string | null;
  /** Non-secret input to put back into the form (never passwords). */
  values?: Record<string, string>;
}

export const IDLE: AccountFormState = { status: 'idle', message: null };

/** A message of the account forms: its key in the catalogues' `Account.messages`, with its values. */
export interface AccountMessage {
  key: keyof Messages['Account']['messages'];
  values?: Record<string, number>;
}

const message = (key: AccountMessage['key'], values?: AccountMessage['values']): AccountMessage => (values ? { key, values } : { key });

export const MIN_PASSWORD_LENGTH = 8;

/** What the account forms can answer; translated into the page's language by the server action that answers. */
export const ACCOUNT_MESSAGES = {
  /** The same for an unknown e-mail and a wrong password. */
  badCredentials: message('badCredentials'),
  throttled: (retryAfterMs: number) => message('throttled', { minutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)) }),
  unavailable: message('unavailable'),
  crossSite: message('crossSite'),
  missing: message('missing'),
  resetRequested: message('resetRequested'),
  weakPassword: message('weakPassword', { min: MIN_PASSWORD_LENGTH }),
  mismatch: message('mismatch'),
  badToken: message('badToken'),
  passwordReset: message('passwordReset'),
  inviteAccepted: message('inviteAccepted'),
  profileSaved: message('profileSaved'),
  emailTaken: message('emailTaken'),
  invalidEmail: message('invalidEmail'),
  currentPasswordWrong: message('currentPasswordWrong'),
  passwordChanged: message('passwordChanged'),
  failed: message('failed'),
};

/** A new password and its confirmation: the fields of the reset, invitation and change-password forms. */
export function newPasswordFields(labels: { newPassword: string; newPasswordAgain: string }): AccountField[] {
  return [
    { name: 'password', label: labels.newPassword, type: 'password', autoComplete: 'new-password', minLength: MIN_PASSWORD_LENGTH },
    {
      name: 'confirmation',
      label: labels.newPasswordAgain,
      type: 'password',
      autoComplete: 'new-password',
      minLength: MIN_PASSWORD_LENGTH,
    },
  ];
}
