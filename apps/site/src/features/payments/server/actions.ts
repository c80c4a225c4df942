'use server';

import { headers } from 'next/headers';
import { getTranslations } from '@/lib/i18n/server';
import { currentMemberId } from '@/features/account/server/session';
import { rateLimitKey } from '@/lib/rate-limit';
import { createPendingOrder } from '@/lib/content';
import { sharedRateLimiter } from '@/lib/shared-state';
import { paymentsConfig } from '../config';
import { startCheckout, type CheckoutResult } from './checkout';
import { checkoutDeps } from './deps';

// 20 checkout starts per 10 minutes per client IP, counted across all instances when REDIS_URL is set.
const limiter = sharedRateLimiter('payments', { limit: 20, windowMs: 10 * 60 * 1000 });

export type StartPaymentResult = { ok: true; orderId: string; clientSecret: string } | { ok: false; message: string };

/** Creates (or resumes) the order and its PaymentIntent; the browser sends no price that is charged. */
export async function startPayment(input: {
  productId: number;
  email: string;
  orderId: string;
  amount: number;
  currency: string;
}): Promise<StartPaymentResult> {
  const config = paymentsConfig();
  // Answers in the language of the page the checkout is on.
  const t = await getTranslations('Checkout.errors');
  if (!config) return { ok: false, message: t('notConfigured') };
  const key = rateLimitKey(await headers());
  const decision = await limiter.consume(key);
  if (!decision.allowed) return { ok: false, message: t('throttled') };
  const memberId = await currentMemberId().catch(() => null);
  const deps = checkoutDeps(config);
  const result: CheckoutResult = await startCheckout(
    {
      productId: Number(input?.productId),
      email: String(input?.email ?? ''),
      orderId: String(input?.orderId ?? ''),
      amount: input?.amount,
      currency: input?.currency,
    },
    { ...deps, createOrder: (order) => createPendingOrder({ ...order, member: memberId }) },
  );
  if (!result.ok) {
    if (result.error === 'unavailable') await limiter.refund(key);
    return { ok: false, message: t(result.error) };
  }
  return result;
}
