import 'server-only';
import { MemoryRateLimiter, type RateLimiter } from '@/features/forms/server/rate-limit';

/** Failed sign-ins allowed per client address, and per account (e-mail), in 15 minutes. */
export const SIGN_IN_LIMITS = {
  perClient: { limit: 20, windowMs: 15 * 60 * 1000 },
  perAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
  /** Password-reset e-mails asked for, per client. */
  resetPerClient: { limit: 5, windowMs: 15 * 60 * 1000 },
};

function shared(name: string, create: () => RateLimiter): RateLimiter {
  return ((globalThis as { [key: symbol]: RateLimiter })[Symbol.for(`tessera.account.${name}`)] ??= create());
}

/** One set of limiters per server process (replace with a shared store when running several). */
export function accountLimiters() {
  return {
    perClient: shared('perClient', () => new MemoryRateLimiter(SIGN_IN_LIMITS.perClient)),
    perAccount: shared('perAccount', () => new MemoryRateLimiter(SIGN_IN_LIMITS.perAccount)),
    resetPerClient: shared('resetPerClient', () => new MemoryRateLimiter(SIGN_IN_LIMITS.resetPerClient)),
  };
}
