import 'server-only';
import { sharedRateLimiter } from '@/lib/shared-state';

/** Failed sign-ins allowed per client address, and per account (e-mail), in 15 minutes. */
export const SIGN_IN_LIMITS = {
  perClient: { limit: 20, windowMs: 15 * 60 * 1000 },
  perAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
  /** Password-reset e-mails asked for, per client. */
  resetPerClient: { limit: 5, windowMs: 15 * 60 * 1000 },
};

/** The members area's limiters: in Redis, counted across instances, when REDIS_URL is set; else in this process. */
export function accountLimiters() {
  return {
    perClient: sharedRateLimiter('sign-in-client', SIGN_IN_LIMITS.perClient),
    perAccount: sharedRateLimiter('sign-in-account', SIGN_IN_LIMITS.perAccount),
    resetPerClient: sharedRateLimiter('reset-client', SIGN_IN_LIMITS.resetPerClient),
  };
}
