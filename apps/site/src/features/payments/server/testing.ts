import type Stripe from 'stripe';

/** A Stripe event as Stripe would send it for an intent (tests sign it with generateTestHeaderString). */
export function intentEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  intent: { id: string; amount: number },
  eventId: string,
) {
  const succeeded = type === 'payment_intent.succeeded';
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        ...intent,
        object: 'payment_intent',
        status: succeeded ? 'succeeded' : 'requires_payment_method',
        amount_received: succeeded ? intent.amount : 0,
      },
    },
  });
}

export function signedHeader(stripe: Stripe, payload: string, secret: string, timestamp?: number): string {
  return stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
