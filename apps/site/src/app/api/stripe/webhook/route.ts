import { stripeWebhookResponse } from '@/features/payments/server/routes';

export const dynamic = 'force-dynamic';

/** Stripe's webhook (see features/payments/server/webhook.ts). */
export function POST(request: Request) {
  return stripeWebhookResponse(request);
}
