import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutProduct, NewOrder, OrderStatus, OrderSummary } from '@/lib/content';
import { ContentError } from '@/lib/content/errors';
import { startStripeStub } from '../../../../../../scripts/lib/stripe-stub.mjs';
import { intentIdempotencyKey, startCheckout, type CheckoutDeps } from './checkout';
import { stripeClient } from './stripe';
import { intentEvent, signedHeader } from './testing';
import { handleStripeWebhook, type WebhookDeps } from './webhook';

// The real `stripe` library against a local stand-in for Stripe's API; Directus replaced by an in-memory store.
const SECRET = 'whsec_test_unit';
let stub: Awaited<ReturnType<typeof startStripeStub>>;
let stripe: Stripe;

beforeAll(async () => {
  stub = await startStripeStub();
  const url = new URL(stub.url);
  stripe = stripeClient({ secretKey: 'sk_test_unit', api: { host: url.hostname, port: Number(url.port), protocol: 'http' } });
});
afterAll(() => stub.close());

const kit: CheckoutProduct = { id: 7, name: 'Kit', slug: 'kit', description: null, price: 4500, currency: 'EUR', image: null };

function store() {
  const orders = new Map<string, OrderSummary>();
  const events = new Set<string>();
  const log: string[] = [];
  let down = false;
  const guard = () => {
    if (down) throw new ContentError('connect ECONNREFUSED', 'unavailable');
  };
  const checkout: CheckoutDeps = {
    loadProduct: async (id) => (guard(), id === kit.id ? kit : null),
    createOrder: async (order: NewOrder) => {
      guard();
      log.push(`order ${order.id}`);
      if (!orders.has(order.id)) orders.set(order.id, { ...order, status: 'pending', payment_reference: null });
      return { ...orders.get(order.id)! };
    },
    setReference: async (id, reference) => {
      guard();
      orders.get(id)!.payment_reference = reference;
    },
    stripe,
  };
  const statusChanges: [string, OrderStatus][] = [];
  const webhook: WebhookDeps = {
    stripe,
    webhookSecret: SECRET,
    hasEvent: async (id) => (guard(), events.has(id)),
    recordEvent: async ({ eventId }) => {
      guard();
      if (events.has(eventId)) return false;
      events.add(eventId);
      return true;
    },
    getOrder: async (id) => (guard(), orders.get(id) ?? null),
    getOrderByReference: async (ref) => (guard(), [...orders.values()].find((order) => order.payment_reference === ref) ?? null),
    setStatus: async (id, status) => {
      guard();
      statusChanges.push([id, status]);
      orders.get(id)!.status = status;
    },
  };
  return { orders, events, log, checkout, webhook, statusChanges, setDown: (value: boolean) => (down = value) };
}

let db: ReturnType<typeof store>;
beforeEach(() => {
  db = store();
});

describe('startCheckout', () => {
  it('stores a pending order, then creates the intent with the price from the CMS and an idempotency key', async () => {
    const orderId = randomUUID();
    const before = stub.requests.length;
    const result = await startCheckout({ productId: 7, email: 'ada@example.com', orderId }, db.checkout);
    expect(result).toEqual({ ok: true, orderId, clientSecret: expect.stringMatching(/^pi_.+_secret_/) });
    const [request] = stub.requests.slice(before);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: intentIdempotencyKey(orderId) });
    expect(request!.params).toMatchObject({
      amount: '4500',
      currency: 'eur',
      receipt_email: 'ada@example.com',
      metadata: { order_id: orderId },
    });
    const order = db.orders.get(orderId)!;
    expect(order).toMatchObject({ amount: 4500, currency: 'eur', status: 'pending', product: 7 });
    expect(stub.intents.get(order.payment_reference!)?.amount).toBe(4500);
  });

  it('gives a retried checkout the same order and the same intent', async () => {
    const orderId = randomUUID();
    const first = await startCheckout({ productId: 7, email: 'ada@example.com', orderId }, db.checkout);
    const second = await startCheckout({ productId: 7, email: 'ada@example.com', orderId }, db.checkout);
    expect(second).toEqual(first);
    expect(db.orders.size).toBe(1);
  });

  it('refuses a tampered amount or currency, an unknown product and a bad e-mail, without an order or intent', async () => {
    const before = stub.requests.length;
    const base = { productId: 7, email: 'ada@example.com', orderId: randomUUID() };
    expect(await startCheckout({ ...base, amount: 1 }, db.checkout)).toEqual({ ok: false, error: 'amount-mismatch' });
    expect(await startCheckout({ ...base, currency: 'usd' }, db.checkout)).toEqual({ ok: false, error: 'amount-mismatch' });
    expect(await startCheckout({ ...base, productId: 8 }, db.checkout)).toEqual({ ok: false, error: 'unknown-product' });
    expect(await startCheckout({ ...base, email: 'nope' }, db.checkout)).toEqual({ ok: false, error: 'invalid-email' });
    expect(await startCheckout({ ...base, orderId: 'x' }, db.checkout)).toEqual({ ok: false, error: 'invalid-request' });
    expect(db.orders.size).toBe(0);
    expect(stub.requests.length).toBe(before);
  });

  it('creates no intent when the order cannot be stored', async () => {
    const before = stub.requests.length;
    db.checkout.loadProduct = async () => kit;
    db.setDown(true);
    expect(await startCheckout({ productId: 7, email: 'ada@example.com', orderId: randomUUID() }, db.checkout)).toEqual({
      ok: false,
      error: 'unavailable',
    });
    expect(stub.requests.length).toBe(before);
  });
});

async function paidCheckout() {
  const orderId = randomUUID();
  await startCheckout({ productId: 7, email: 'ada@example.com', orderId }, db.checkout);
  const intent = stub.intents.get(db.orders.get(orderId)!.payment_reference!)!;
  return { orderId, intent };
}

describe('handleStripeWebhook', () => {
  it('marks the order paid on a correctly signed payment_intent.succeeded', async () => {
    const { orderId, intent } = await paidCheckout();
    const payload = intentEvent('payment_intent.succeeded', intent, `evt_${randomUUID()}`);
    const result = await handleStripeWebhook(payload, signedHeader(stripe, payload, SECRET), db.webhook);
    expect(result.status).toBe(200);
    expect(db.orders.get(orderId)!.status).toBe('paid');
  });

  it('marks the order failed on payment_intent.payment_failed, and a later success still makes it paid', async () => {
    const { orderId, intent } = await paidCheckout();
    const failed = intentEvent('payment_intent.payment_failed', intent, `evt_${randomUUID()}`);
    expect((await handleStripeWebhook(failed, signedHeader(stripe, failed, SECRET), db.webhook)).status).toBe(200);
    expect(db.orders.get(orderId)!.status).toBe('failed');
    const paid = intentEvent('payment_intent.succeeded', intent, `evt_${randomUUID()}`);
    await handleStripeWebhook(paid, signedHeader(stripe, paid, SECRET), db.webhook);
    expect(db.orders.get(orderId)!.status).toBe('paid');
    // A late failure never takes a paid order back.
    const late = intentEvent('payment_intent.payment_failed', intent, `evt_${randomUUID()}`);
    await handleStripeWebhook(late, signedHeader(stripe, late, SECRET), db.webhook);
    expect(db.orders.get(orderId)!.status).toBe('paid');
  });

  it('refuses a forged, stale or missing signature and a tampered body, changing nothing', async () => {
    const { orderId, intent } = await paidCheckout();
    const payload = intentEvent('payment_intent.succeeded', intent, `evt_${randomUUID()}`);
    const forged = signedHeader(stripe, payload, 'whsec_someone_else');
    const stale = signedHeader(stripe, payload, SECRET, Math.floor(Date.now() / 1000) - 3600);
    const tampered = payload.replace('"amount":4500', '"amount":1');
    for (const [body, header] of [
      [payload, forged],
      [payload, stale],
      [payload, null],
      [tampered, signedHeader(stripe, payload, SECRET)],
    ] as const) {
      expect((await handleStripeWebhook(body, header, db.webhook)).status).toBe(400);
    }
    expect(db.orders.get(orderId)!.status).toBe('pending');
    expect(db.events.size).toBe(0);
  });

  it('changes the order once when the same event arrives 10 times', async () => {
    const { orderId, intent } = await paidCheckout();
    const payload = intentEvent('payment_intent.succeeded', intent, `evt_${randomUUID()}`);
    for (let i = 0; i < 10; i++) {
      expect((await handleStripeWebhook(payload, signedHeader(stripe, payload, SECRET), db.webhook)).status).toBe(200);
    }
    expect(db.statusChanges).toEqual([[orderId, 'paid']]);
    expect(db.events.size).toBe(1);
  });

  it('answers 503 while the CMS is down, and a redelivery afterwards records the payment', async () => {
    const { orderId, intent } = await paidCheckout();
    const payload = intentEvent('payment_intent.succeeded', intent, `evt_${randomUUID()}`);
    db.setDown(true);
    expect((await handleStripeWebhook(payload, signedHeader(stripe, payload, SECRET), db.webhook)).status).toBe(503);
    db.setDown(false);
    expect(db.orders.get(orderId)!.status).toBe('pending');
    expect((await handleStripeWebhook(payload, signedHeader(stripe, payload, SECRET), db.webhook)).status).toBe(200);
    expect(db.orders.get(orderId)!.status).toBe('paid');
  });

  it('does not mark an order paid when the amount received differs from the order', async () => {
    const { orderId, intent } = await paidCheckout();
    const payload = intentEvent('payment_intent.succeeded', { ...intent, amount: 1 }, `evt_${randomUUID()}`);
    expect((await handleStripeWebhook(payload, signedHeader(stripe, payload, SECRET), db.webhook)).status).toBe(200);
    expect(db.orders.get(orderId)!.status).toBe('pending');
  });
});
