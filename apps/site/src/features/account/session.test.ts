import { describe, expect, it, vi } from 'vitest';
import type { SessionTokens } from '@/lib/content/client';
import { ContentError } from '@/lib/content/errors';
import { decodeSession, encodeSession, needsRefresh, refreshIfNeeded, REFRESH_MARGIN_MS, sessionCookieOptions } from './session';

const tokens = { access_token: 'a.b.c', refresh_token: 'r-token_1', expires_at: 1_000_000 };

describe('session cookie', () => {
  it('round-trips the tokens', () => {
    expect(decodeSession(encodeSession(tokens))).toEqual(tokens);
  });

  it('rejects missing, malformed or tampered values', () => {
    for (const value of [
      undefined,
      null,
      '',
      'x',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from('["a b","r",1]').toString('base64url'),
    ]) {
      expect(decodeSession(value)).toBeNull();
    }
    expect(decodeSession(Buffer.from(JSON.stringify(['a', 'r', 'soon'])).toString('base64url'))).toBeNull();
  });

  it('is httpOnly and SameSite=Lax, and Secure on https', () => {
    expect(sessionCookieOptions('https://example.com')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
    expect(sessionCookieOptions('http://127.0.0.1:3000').secure).toBe(false);
  });
});

describe('refresh', () => {
  it('is due within 30 s of expiry, not before', () => {
    expect(REFRESH_MARGIN_MS).toBe(30_000);
    expect(needsRefresh(tokens, tokens.expires_at - 30_001)).toBe(false);
    expect(needsRefresh(tokens, tokens.expires_at - 30_000)).toBe(true);
    expect(needsRefresh(tokens, tokens.expires_at + 5)).toBe(true);
  });

  it('leaves a fresh session alone without asking Directus', async () => {
    const renew = vi.fn();
    expect(await refreshIfNeeded(tokens, renew, tokens.expires_at - 60_000)).toEqual({ kind: 'unchanged', tokens });
    expect(renew).not.toHaveBeenCalled();
  });

  // Each renewal below spends a refresh token of its own: a renewal's outcome is shared by every request that carries its token.
  const session = (refresh_token: string) => ({ ...tokens, refresh_token });

  it('renews a session about to expire', async () => {
    const next = { ...tokens, access_token: 'new', refresh_token: 'new-r', expires_at: 2_000_000 };
    const renew = vi.fn(async () => next);
    const expiring = session('r-renews');
    expect(await refreshIfNeeded(expiring, renew, tokens.expires_at - 10_000)).toEqual({ kind: 'refreshed', tokens: next });
    expect(renew).toHaveBeenCalledWith(expiring);
  });

  it("renews once for a browser's parallel requests, and hands the new tokens to requests sent before it had them", async () => {
    const next = { ...tokens, access_token: 'new', refresh_token: 'rotated', expires_at: 2_000_000 };
    let finish: (tokens: SessionTokens) => void = () => {};
    const renew = vi.fn(() => new Promise<SessionTokens>((resolve) => (finish = resolve)));
    const expiring = session('r-parallel');
    const parallel = [1, 2, 3].map(() => refreshIfNeeded({ ...expiring }, renew, tokens.expires_at));
    finish(next);
    expect(await Promise.all(parallel)).toEqual([1, 2, 3].map(() => ({ kind: 'refreshed', tokens: next })));
    expect(await refreshIfNeeded({ ...expiring }, renew, tokens.expires_at)).toEqual({ kind: 'refreshed', tokens: next });
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('ends the session when Directus refuses the refresh token', async () => {
    const renew = async () => {
      throw new ContentError('Invalid user credentials.', 'unauthorized', 401, 'INVALID_CREDENTIALS');
    };
    expect(await refreshIfNeeded(session('r-refused'), renew, tokens.expires_at)).toEqual({ kind: 'ended' });
  });

  it('keeps the session when Directus cannot be reached, and asks again on the next request', async () => {
    const renew = vi.fn(async () => {
      throw new ContentError('fetch failed', 'unavailable');
    });
    const expiring = session('r-unreachable');
    expect(await refreshIfNeeded(expiring, renew, tokens.expires_at)).toEqual({ kind: 'unavailable', tokens: expiring });
    expect(await refreshIfNeeded(expiring, renew, tokens.expires_at)).toEqual({ kind: 'unavailable', tokens: expiring });
    expect(renew).toHaveBeenCalledTimes(2);
  });
});
