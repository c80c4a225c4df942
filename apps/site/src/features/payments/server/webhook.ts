import type Stripe from 'stripe';
import type { OrderStatus, OrderSummary } from '@/lib/content';

export interface WebhookDeps {
  stripe: Pick<Stripe, 'webhooks'>;
  webhookSecret: string;
  hasEvent: (eventId: string) => Promise<boolean>;
  recordEvent: (event: { eventId: string; type: string; order: string | null }) => Promise<boolean>;
  getOrder: (id: string) => Promise<OrderSummary | null>;
  getOrderByReference: (reference: string) => Promise<OrderSummary | null>;
  setStatus: (orderId: string, status: OrderStatus) => Promise<void>;
  log?: (message: string, error?: unknown) => void;
}

export interface WebhookResult {
  status: number;
  body: { received: boolean; error?: string; duplicate?: boolean };
}

const TARGET: Partial<Record<Stripe.Event.Type, OrderStatus>> = {
  'payment_intent.succeeded': 'paid',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.processing': 'processing',
};

/** Which states an order may move to from which: a paid or refunded order is never marked failed or processing. */
const ALLOWED_FROM: Record<OrderStatus, OrderStatus[]> = {
  paid: ['pending', 'processing', 'failed'],
  failed: ['pending', 'processing'],
  processing: ['pending', 'failed'],
  pending: [],
  refunded: [],
};

/**
 * Handles one delivery of Stripe's webhook. The signature is checked on the raw body. An event
 * already recorded in payment_events is acknowledged without any change; otherwise the order's
 * state changes first and the event is recorded after, so that a failure in between makes Stripe
 * deliver again (5xx) rather than lose the payment.
 */
export async function handleStripeWebhook(payload: string, signature: string | null, deps: WebhookDeps): Promise<WebhookResult> {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('No Stripe-Signature header');
    event = deps.stripe.webhooks.constructEvent(payload, signature, deps.webhookSecret);
  } catch (error) {
    deps.log?.('Stripe webhook refused: bad signature.', error);
    return { status: 400, body: { received: false, error: 'Invalid signature' } };
  }
  const target = TARGET[event.type];
  if (!target) return { status: 200, body: { received: true } };
  try {
    if (await deps.hasEvent(event.id)) return { status: 200, body: { received: true, duplicate: true } };
    const intent = event.data.object as Stripe.PaymentIntent;
    const orderId = intent.metadata?.order_id;
    const order = (orderId ? await deps.getOrder(orderId) : null) ?? (await deps.getOrderByReference(intent.id));
    if (!order) {
      deps.log?.(`Stripe event ${event.id} for ${intent.id}: no matching order.`);
    } else if (target === 'paid' && (intent.amount_received !== order.amount || intent.currency !== order.currency)) {
      deps.log?.(`Stripe event ${event.id}: amount ${intent.amount_received} ${intent.currency} does not match order ${order.id}.`);
    } else if (order.status !== target && ALLOWED_FROM[target].includes(order.status)) {
      await deps.setStatus(order.id, target);
    }
    await deps.recordEvent({ eventId: event.id, type: event.type, order: order?.id ?? null });
    return { status: 200, body: { received: true } };
  } catch (error) {
    deps.log?.(`Stripe event ${event.id} could not be recorded; Stripe will deliver it again.`, error);
    return { status: 503, body: { received: false, error: 'Could not record the event' } };
  }
}
