import 'server-only';
import { BodyTooLargeError, bodyTooLargeResponse, readTextWithin, STRIPE_WEBHOOK_BODY_LIMIT } from '@/lib/security/body';
import { paymentsConfig } from '../config';
import { webhookDeps } from './deps';
import { handleStripeWebhook } from './webhook';

/** POST /api/stripe/webhook: the raw body is verified against Stripe-Signature before anything is read from it. */
export async function stripeWebhookResponse(request: Request): Promise<Response> {
  const config = paymentsConfig();
  if (!config) return Response.json({ received: false, error: 'Payments are not set up' }, { status: 503 });
  let payload: string;
  try {
    payload = await readTextWithin(request, STRIPE_WEBHOOK_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return bodyTooLargeResponse(error.limit);
    throw error;
  }
  const result = await handleStripeWebhook(payload, request.headers.get('stripe-signature'), webhookDeps(config));
  return Response.json(result.body, { status: result.status, headers: { 'cache-control': 'no-store' } });
}
