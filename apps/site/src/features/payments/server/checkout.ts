import type Stripe from 'stripe';
import type { CheckoutProduct, NewOrder, OrderSummary } from '@/lib/content';

export interface CheckoutRequest {
  productId: number;
  email: string;
  /** A UUID the browser picks once per checkout: retries of the same checkout make one order and one intent. */
  orderId: string;
  /** What the browser showed; only compared with the product's price, never charged. */
  amount?: number;
  currency?: string;
}

export type CheckoutError = 'invalid-email' | 'invalid-request' | 'unknown-product' | 'amount-mismatch' | 'order-closed' | 'unavailable';
export type CheckoutResult = { ok: true; orderId: string; clientSecret: string } | { ok: false; error: CheckoutError };

export interface CheckoutDeps {
  loadProduct: (id: number) => Promise<CheckoutProduct | null>;
  createOrder: (order: NewOrder) => Promise<OrderSummary>;
  setReference: (orderId: string, reference: string) => Promise<void>;
  stripe: Pick<Stripe, 'paymentIntents'>;
  log?: (message: string, error?: unknown) => void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Stripe's idempotency key for an order's intent: a retried request gets the same intent back. */
export const intentIdempotencyKey = (orderId: string) => `tessera-order-${orderId}`;

/**
 * Starts (or resumes) a card payment: the price and currency come from Directus, a pending order
 * is stored first, then the PaymentIntent is created with an idempotency key tied to the order,
 * and the intent's id is stored on the order as its payment_reference.
 */
export async function startCheckout(request: CheckoutRequest, deps: CheckoutDeps): Promise<CheckoutResult> {
  const email = request.email?.trim() ?? '';
  if (!EMAIL.test(email) || email.length > 254) return { ok: false, error: 'invalid-email' };
  if (!isOrderId(request.orderId) || !Number.isSafeInteger(request.productId)) return { ok: false, error: 'invalid-request' };
  try {
    const product = await deps.loadProduct(request.productId);
    if (!product) return { ok: false, error: 'unknown-product' };
    const currency = product.currency.toLowerCase();
    if (
      (request.amount !== undefined && request.amount !== product.price) ||
      (request.currency !== undefined && request.currency.toLowerCase() !== currency)
    ) {
      return { ok: false, error: 'amount-mismatch' };
    }
    if (!Number.isSafeInteger(product.price) || product.price <= 0) return { ok: false, error: 'unknown-product' };
    const order = await deps.createOrder({ id: request.orderId, product: product.id, amount: product.price, currency, email });
    if (order.product !== product.id || order.amount !== product.price) return { ok: false, error: 'invalid-request' };
    if (order.status !== 'pending' && order.status !== 'failed') return { ok: false, error: 'order-closed' };
    const intent = await deps.stripe.paymentIntents.create(
      {
        amount: order.amount,
        currency: order.currency,
        receipt_email: order.email,
        automatic_payment_methods: { enabled: true },
        metadata: { order_id: order.id, product_id: String(product.id) },
      },
      { idempotencyKey: intentIdempotencyKey(order.id) },
    );
    if (order.payment_reference !== intent.id) await deps.setReference(order.id, intent.id);
    if (!intent.client_secret) throw new Error('Stripe returned no client secret');
    return { ok: true, orderId: order.id, clientSecret: intent.client_secret };
  } catch (error) {
    deps.log?.('Checkout could not start.', error);
    return { ok: false, error: 'unavailable' };
  }
}
