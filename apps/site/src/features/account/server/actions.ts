'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { getTranslations } from '@/lib/i18n/server';
import { redirect } from 'next/navigation';
import { rateLimitKey } from '@/lib/rate-limit';
import {
  acceptInvitation,
  getMemberProfile,
  requestPasswordReset,
  resetPassword,
  signInMember,
  signOut,
  updateMemberProfile,
  ContentError,
} from '@/lib/content';
import { pageLanguage } from '@/lib/i18n/page-language';
import { safeRedirect } from '@/lib/security/redirect';
import { linkInPageLanguage } from '../link-language';
import { isSameOrigin } from '../origin';
import { ACCOUNT_MESSAGES, type AccountFormState, type AccountMessage } from '../state';
import { checkNewPassword, handlePasswordChange, handleSignIn, normalizeEmail } from './auth';
import { accountLimiters } from './limits';
import { clearSession, currentMember, readSessionTokens, writeSession } from './session';

/** A message in the language of the page the form was sent from. */
async function translate({ key, values }: AccountMessage): Promise<string> {
  const t = await getTranslations('Account.messages');
  return t(key, values);
}
const error = async (message: AccountMessage, values?: Record<string, string>): Promise<AccountFormState> => ({
  status: 'error',
  message: await translate(message),
  values,
});
const success = async (message: AccountMessage): Promise<AccountFormState> => ({ status: 'success', message: await translate(message) });
const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/** Sends a member whose session ended to the sign-in page in the page's language, and back to the profile after. */
async function signInAgain(): Promise<never> {
  const { href } = await pageLanguage();
  redirect(`${href('/account/sign-in')}?next=${href('/account/profile')}`);
}

/** Cross-site posts are refused (Next.js checks server actions' Origin as well). */
async function fromThisSite(): Promise<Headers | null> {
  const requestHeaders = await headers();
  return isSameOrigin(requestHeaders) ? requestHeaders : null;
}

export async function signInAction(_previous: AccountFormState, data: FormData): Promise<AccountFormState> {
  const requestHeaders = await fromThisSite();
  if (!requestHeaders) return error(ACCOUNT_MESSAGES.crossSite);
  const { perClient, perAccount } = accountLimiters();
  const result = await handleSignIn(
    { email: data.get('email'), password: data.get('password'), clientKey: rateLimitKey(requestHeaders) },
    { signIn: signInMember, perClient, perAccount },
  );
  if (!result.ok) return error(result.message, { email: text(data, 'email').slice(0, 254) });
  await writeSession(result.tokens);
  const { href } = await pageLanguage();
  redirect(safeRedirect(data.get('next'), href('/account/profile'), { except: [href('/account/sign-in')] }));
}

export async function signOutAction(): Promise<void> {
  if (!(await fromThisSite())) return;
  const tokens = await readSessionTokens();
  // Revokes the refresh token in Directus; the cookie goes in any case.
  if (tokens) await signOut(tokens.refresh_token).catch(() => {});
  await clearSession();
  redirect((await pageLanguage()).href('/'));
}

export async function requestResetAction(_previous: AccountFormState, data: FormData): Promise<AccountFormState> {
  const requestHeaders = await fromThisSite();
  if (!requestHeaders) return error(ACCOUNT_MESSAGES.crossSite);
  const email = normalizeEmail(data.get('email'));
  if (!email) return error(ACCOUNT_MESSAGES.missing);
  const decision = await accountLimiters().resetPerClient.consume(rateLimitKey(requestHeaders));
  if (!decision.allowed) return error(ACCOUNT_MESSAGES.throttled(decision.retryAfterMs));
  try {
    await requestPasswordReset(email, await linkInPageLanguage('/account/reset-password'));
  } catch (failure) {
    // Whether the address exists or not, the answer is the same; only an outage is logged.
    if (failure instanceof ContentError && failure.kind === 'unavailable') console.warn('Password reset request failed:', failure.message);
  }
  return success(ACCOUNT_MESSAGES.resetRequested);
}

async function setPasswordWithToken(
  data: FormData,
  call: (token: string, password: string) => Promise<unknown>,
  done: AccountMessage,
): Promise<AccountFormState> {
  if (!(await fromThisSite())) return error(ACCOUNT_MESSAGES.crossSite);
  const token = text(data, 'token');
  if (!token) return error(ACCOUNT_MESSAGES.badToken);
  const invalid = checkNewPassword(data.get('password'), data.get('confirmation'));
  if (invalid) return error(invalid);
  try {
    await call(token, text(data, 'password'));
  } catch (failure) {
    if (failure instanceof ContentError && failure.kind === 'unavailable') return error(ACCOUNT_MESSAGES.failed);
    return error(ACCOUNT_MESSAGES.badToken);
  }
  return success(done);
}

export async function resetPasswordAction(_previous: AccountFormState, data: FormData): Promise<AccountFormState> {
  return setPasswordWithToken(data, resetPassword, ACCOUNT_MESSAGES.passwordReset);
}

export async function acceptInviteAction(_previous: AccountFormState, data: FormData): Promise<AccountFormState> {
  return setPasswordWithToken(data, acceptInvitation, ACCOUNT_MESSAGES.inviteAccepted);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function updateProfileAction(_previous: AccountFormState, data: FormData): Promise<AccountFormState> {
  if (!(await fromThisSite())) return error(ACCOUNT_MESSAGES.crossSite);
  const member = await currentMember();
  if (!member) return signInAgain();
  const values = {
    first_name: text(data, 'first_name').trim().slice(0, 100),
    last_name: text(data, 'last_name').trim().slice(0, 100),
    email: normalizeEmail(data.get('email')),
  };
  if (!EMAIL.test(values.email)) return error(ACCOUNT_MESSAGES.invalidEmail, values);
  try {
    await updateMemberProfile(member.id, {
      first_name: values.first_name || null,
      last_name: values.last_name || null,
      email: values.email,
    });
  } catch (failure) {
    if (failure instanceof ContentError && failure.kind === 'validation') return error(ACCOUNT_MESSAGES.emailTaken, values);
    return error(ACCOUNT_MESSAGES.failed, values);
  }
  revalidatePath('/account/profile');
  return success(ACCOUNT_MESSAGES.profileSaved);
}

export async function changePasswordAction(_previous: AccountFormState, data: FormData): Promise<AccountFormState> {
  if (!(await fromThisSite())) return error(ACCOUNT_MESSAGES.crossSite);
  const member = await currentMember();
  if (!member) return signInAgain();
  let email: string;
  try {
    email = (await getMemberProfile(member.id)).email ?? '';
  } catch {
    return error(ACCOUNT_MESSAGES.failed);
  }
  const next = text(data, 'password');
  const result = await handlePasswordChange(
    { email, current: data.get('current_password'), next, confirmation: data.get('confirmation') },
    {
      signIn: signInMember,
      signOut,
      setPassword: (password) => updateMemberProfile(member.id, { password }),
      perAccount: accountLimiters().perAccount,
    },
  );
  if (!result.ok) return error(result.message);
  // A fresh session with the new password; the old one is revoked.
  try {
    await writeSession(await signInMember(email, next));
    await signOut(member.tokens.refresh_token).catch(() => {});
  } catch {
    // The password is changed; the current session simply carries on.
  }
  return success(result.message);
}
