import type { SessionTokens } from '@/lib/content/client';
import type { RateLimiter } from '@/lib/rate-limit';
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH, type AccountMessage } from '../state';

/**
 * The decisions behind the account forms, free of Next.js so they can be unit-tested: the server
 * actions give them the request's data and the real Directus calls.
 */

export type SignInResult = { ok: true; tokens: SessionTokens } | { ok: false; message: AccountMessage };

export interface SignInDependencies {
  signIn(email: string, password: string): Promise<SessionTokens>;
  perClient: RateLimiter;
  perAccount: RateLimiter;
}

export const normalizeEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '');

const kindOf = (error: unknown) => (error as { kind?: string } | null)?.kind;

/**
 * One sign-in attempt. It counts against the client and the account before Directus is asked (so
 * a throttled attempt learns nothing about the password); a successful attempt, or one Directus
 * could not answer, is taken back, so only failures add up. An unknown e-mail and a wrong password
 * get the same message.
 */
export async function handleSignIn(
  { email: rawEmail, password, clientKey }: { email: unknown; password: unknown; clientKey: string },
  deps: SignInDependencies,
): Promise<SignInResult> {
  const email = normalizeEmail(rawEmail);
  if (!email || typeof password !== 'string' || password === '') return { ok: false, message: ACCOUNT_MESSAGES.missing };
  const accountKey = `account:${email}`;
  const [client, account] = await Promise.all([deps.perClient.consume(clientKey), deps.perAccount.consume(accountKey)]);
  if (!client.allowed || !account.allowed) {
    if (client.allowed) await deps.perClient.refund(clientKey);
    if (account.allowed) await deps.perAccount.refund(accountKey);
    return { ok: false, message: ACCOUNT_MESSAGES.throttled(Math.max(client.retryAfterMs, account.retryAfterMs)) };
  }
  const takeBack = () => Promise.all([deps.perClient.refund(clientKey), deps.perAccount.refund(accountKey)]);
  try {
    const tokens = await deps.signIn(email, password.slice(0, 1000));
    await takeBack();
    return { ok: true, tokens };
  } catch (error) {
    const kind = kindOf(error);
    if (kind === 'unauthorized' || kind === 'validation' || kind === 'forbidden')
      return { ok: false, message: ACCOUNT_MESSAGES.badCredentials };
    await takeBack();
    return { ok: false, message: ACCOUNT_MESSAGES.unavailable };
  }
}

/** A new password and its confirmation: null when acceptable, else the message. */
export function checkNewPassword(password: unknown, confirmation: unknown): AccountMessage | null {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) return ACCOUNT_MESSAGES.weakPassword;
  if (password.length > 256) return ACCOUNT_MESSAGES.weakPassword;
  if (password !== confirmation) return ACCOUNT_MESSAGES.mismatch;
  return null;
}

/**
 * A password change: the current password is proven by signing in with it (the session that
 * creates is ended again at once), then the site's server sets the new one.
 */
export async function handlePasswordChange(
  { email, current, next, confirmation }: { email: string; current: unknown; next: unknown; confirmation: unknown },
  deps: {
    signIn(email: string, password: string): Promise<SessionTokens>;
    signOut(refreshToken: string): Promise<unknown>;
    setPassword(password: string): Promise<unknown>;
    perAccount: RateLimiter;
  },
): Promise<{ ok: boolean; message: AccountMessage }> {
  if (typeof current !== 'string' || current === '') return { ok: false, message: ACCOUNT_MESSAGES.missing };
  const invalid = checkNewPassword(next, confirmation);
  if (invalid) return { ok: false, message: invalid };
  const accountKey = `account:${normalizeEmail(email)}`;
  const decision = await deps.perAccount.consume(accountKey);
  if (!decision.allowed) return { ok: false, message: ACCOUNT_MESSAGES.throttled(decision.retryAfterMs) };
  let proof: SessionTokens;
  try {
    proof = await deps.signIn(email, current);
  } catch (error) {
    if (kindOf(error) === 'unauthorized') return { ok: false, message: ACCOUNT_MESSAGES.currentPasswordWrong };
    await deps.perAccount.refund(accountKey);
    return { ok: false, message: ACCOUNT_MESSAGES.failed };
  }
  await deps.perAccount.refund(accountKey);
  await deps.signOut(proof.refresh_token).catch(() => {});
  try {
    await deps.setPassword(next as string);
  } catch {
    return { ok: false, message: ACCOUNT_MESSAGES.failed };
  }
  return { ok: true, message: ACCOUNT_MESSAGES.passwordChanged };
}
