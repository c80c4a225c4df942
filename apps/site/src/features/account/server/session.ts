import 'server-only';
import { cookies } from 'next/headers';
import { memberClient, refreshSession, type SessionTokens } from '@/lib/content';
import { SESSION_COOKIE } from '@/lib/server-seam';
import { decodeSession, encodeSession, needsRefresh, refreshIfNeeded, sessionCookieOptions } from '../session';

/**
 * Asks Directus for new tokens through memberClient (which refreshes within 30 s of expiry and
 * reports the new tokens to onRefresh). The SDK swallows a failed refresh and carries on with the
 * old access token; then the refresh token is tried directly, so that a revoked one ends the
 * session (it throws) instead of lingering until the access token expires.
 */
export async function renewTokens(tokens: SessionTokens): Promise<SessionTokens | null> {
  let renewed: SessionTokens | null = null;
  await memberClient(tokens, (next) => {
    renewed = next;
  }).me();
  if (!renewed && needsRefresh(tokens)) renewed = await refreshSession(tokens.refresh_token);
  return renewed;
}

/** The member's user id, checked with Directus (/users/me), or null. */
async function identify(tokens: SessionTokens, onRefresh: (tokens: SessionTokens) => void): Promise<string | null> {
  try {
    const { id } = await memberClient(tokens, onRefresh).me();
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
}

export async function readSessionTokens(): Promise<SessionTokens | null> {
  return decodeSession((await cookies()).get(SESSION_COOKIE)?.value);
}

/** Stores tokens in the session cookie (server actions and route handlers only). */
export async function writeSession(tokens: SessionTokens): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, encodeSession(tokens), sessionCookieOptions());
}

export async function clearSession(): Promise<void> {
  (await cookies()).delete({ name: SESSION_COOKIE, path: '/' });
}

export interface Member {
  id: string;
  tokens: SessionTokens;
}

/**
 * The signed-in member, or null. The proxy has already renewed tokens close to expiry on this
 * request; if a renewal still happens here, the new tokens are written back where cookies can be
 * written (server actions, route handlers) — in a page render that is not possible, so pages rely
 * on the proxy.
 */
export async function currentMember(): Promise<Member | null> {
  const tokens = await readSessionTokens();
  if (!tokens) return null;
  let current = tokens;
  const outcome = await refreshIfNeeded(tokens, renewTokens);
  if (outcome.kind === 'ended') return null;
  if (outcome.kind === 'refreshed') {
    current = outcome.tokens;
    await writeSession(current).catch(() => {});
  }
  const id = await identify(current, (next) => {
    current = next;
    writeSession(next).catch(() => {});
  });
  return id ? { id, tokens: current } : null;
}

/** For features that only need to know who is signed in (never fails). */
export async function currentMemberId(): Promise<string | null> {
  try {
    return (await currentMember())?.id ?? null;
  } catch {
    return null;
  }
}
