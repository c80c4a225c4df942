import { describe, expect, it, vi } from 'vitest';
import { MemoryRateLimiter } from '@/lib/rate-limit';
import { ContentError } from '@/lib/content/errors';
import { inEnglish } from '@/lib/i18n/testing';
import { ACCOUNT_MESSAGES } from '../state';
import { checkNewPassword, handlePasswordChange, handleSignIn } from './auth';

const tokens = { access_token: 'a', refresh_token: 'r', expires_at: 1 };
const badCredentials = () => new ContentError('Invalid user credentials.', 'unauthorized', 401, 'INVALID_CREDENTIALS');

function setup({ perClient = 20, perAccount = 5 } = {}) {
  const signIn = vi.fn(async (email: string, password: string) => {
    if (email === 'ada@example.com' && password === 'right-password') return tokens;
    throw badCredentials();
  });
  return {
    signIn,
    perClient: new MemoryRateLimiter({ limit: perClient, windowMs: 60_000 }),
    perAccount: new MemoryRateLimiter({ limit: perAccount, windowMs: 60_000 }),
  };
}

const attempt = (deps: ReturnType<typeof setup>, email: string, password: string, clientKey = '203.0.113.1') =>
  handleSignIn({ email, password, clientKey }, deps);

describe('handleSignIn', () => {
  it('signs in with the right password, e-mail normalised', async () => {
    const deps = setup();
    expect(await attempt(deps, '  Ada@Example.com ', 'right-password')).toEqual({ ok: true, tokens });
    expect(deps.signIn).toHaveBeenCalledWith('ada@example.com', 'right-password');
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const deps = setup();
    const wrong = await attempt(deps, 'ada@example.com', 'wrong');
    const unknown = await attempt(deps, 'nobody@example.com', 'wrong');
    expect(wrong).toEqual({ ok: false, message: ACCOUNT_MESSAGES.badCredentials });
    expect(unknown).toEqual(wrong);
  });

  it('throttles an account after repeated failures, even with the right password, without asking Directus', async () => {
    const deps = setup({ perAccount: 3 });
    for (let i = 0; i < 3; i++) await attempt(deps, 'ada@example.com', 'wrong', `198.51.100.${i}`);
    deps.signIn.mockClear();
    const result = await attempt(deps, 'ada@example.com', 'right-password', '198.51.100.99');
    expect(result.ok).toBe(false);
    expect(!result.ok && inEnglish(result.message, 'Account.messages')).toMatch(/Too many attempts/);
    expect(deps.signIn).not.toHaveBeenCalled();
    // Other accounts are not affected.
    expect((await attempt(deps, 'bob@example.com', 'x', '198.51.100.99')).ok).toBe(false);
    expect(deps.signIn).toHaveBeenCalledTimes(1);
  });

  it('throttles a client trying many accounts', async () => {
    const deps = setup({ perClient: 3 });
    for (let i = 0; i < 3; i++) await attempt(deps, `user${i}@example.com`, 'wrong');
    const result = await attempt(deps, 'ada@example.com', 'right-password');
    expect(!result.ok && inEnglish(result.message, 'Account.messages')).toMatch(/Too many attempts/);
    // Another client still gets in.
    expect((await attempt(deps, 'ada@example.com', 'right-password', '192.0.2.7')).ok).toBe(true);
  });

  it('does not count successful sign-ins or outages', async () => {
    const deps = setup({ perAccount: 2, perClient: 2 });
    for (let i = 0; i < 5; i++) expect((await attempt(deps, 'ada@example.com', 'right-password')).ok).toBe(true);
    deps.signIn.mockRejectedValue(new ContentError('fetch failed', 'unavailable'));
    for (let i = 0; i < 5; i++)
      expect(await attempt(deps, 'ada@example.com', 'x')).toEqual({ ok: false, message: ACCOUNT_MESSAGES.unavailable });
  });

  it('asks for both fields', async () => {
    const deps = setup();
    expect(await attempt(deps, '', 'x')).toEqual({ ok: false, message: ACCOUNT_MESSAGES.missing });
    expect(await handleSignIn({ email: 'a@b.c', password: null, clientKey: 'c' }, deps)).toEqual({
      ok: false,
      message: ACCOUNT_MESSAGES.missing,
    });
    expect(deps.signIn).not.toHaveBeenCalled();
  });
});

describe('checkNewPassword', () => {
  it('wants 8+ characters, confirmed', () => {
    expect(checkNewPassword('short', 'short')).toBe(ACCOUNT_MESSAGES.weakPassword);
    expect(checkNewPassword('long enough', 'long enougH')).toBe(ACCOUNT_MESSAGES.mismatch);
    expect(checkNewPassword('long enough', 'long enough')).toBeNull();
  });
});

describe('handlePasswordChange', () => {
  function deps() {
    return {
      signIn: vi.fn(async (_email: string, password: string) => {
        if (password === 'old-password') return tokens;
        throw badCredentials();
      }),
      signOut: vi.fn(async () => undefined),
      setPassword: vi.fn(async () => undefined),
      perAccount: new MemoryRateLimiter({ limit: 5, windowMs: 60_000 }),
    };
  }

  it('proves the current password, ends that proof session, then sets the new one', async () => {
    const d = deps();
    const result = await handlePasswordChange(
      { email: 'ada@example.com', current: 'old-password', next: 'new-password', confirmation: 'new-password' },
      d,
    );
    expect(result).toEqual({ ok: true, message: ACCOUNT_MESSAGES.passwordChanged });
    expect(d.signIn).toHaveBeenCalledWith('ada@example.com', 'old-password');
    expect(d.signOut).toHaveBeenCalledWith('r');
    expect(d.setPassword).toHaveBeenCalledWith('new-password');
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const d = deps();
    const result = await handlePasswordChange(
      { email: 'ada@example.com', current: 'guess', next: 'new-password', confirmation: 'new-password' },
      d,
    );
    expect(result).toEqual({ ok: false, message: ACCOUNT_MESSAGES.currentPasswordWrong });
    expect(d.setPassword).not.toHaveBeenCalled();
  });

  it('is rate-limited per account', async () => {
    const d = deps();
    for (let i = 0; i < 5; i++)
      await handlePasswordChange({ email: 'ada@example.com', current: 'guess', next: 'new-password', confirmation: 'new-password' }, d);
    const result = await handlePasswordChange(
      { email: 'ada@example.com', current: 'old-password', next: 'new-password', confirmation: 'new-password' },
      d,
    );
    expect(inEnglish(result.message, 'Account.messages')).toMatch(/Too many attempts/);
    expect(d.setPassword).not.toHaveBeenCalled();
  });
});
