import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as content from '@/lib/content';
import { startStripeStub } from '../../../../../../scripts/lib/stripe-stub.mjs';
import type { PaymentsConfig } from '../config';
import { startCheckout } from './checkout';
import { checkoutDeps, webhookDeps } from './deps';
import { stripeClient } from './stripe';
import { intentEvent, signedHeader } from './testing';
import { handleStripeWebhook } from './webhook';

// Against the real Directus of the test set-up (site token) and the real `stripe` library talking to a local stub.
const directusUrl = process.env.TESSERA_TEST_DIRECTUS_URL!;
const SECRET = 'whsec_test_integration';

async function admin<T>(path: string): Promise<T> {
  const response = await fetch(`${directusUrl}${path}`, { headers: { authorization: `Bearer ${process.env.TESSERA_TEST_ADMIN_TOKEN}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

async function setDirectus(state: 'stop' | 'start') {
  const response = await fetch(`${process.env.TESSERA_TEST_CONTROL_URL}/cms/${state}`, { method: 'POST' });
  if (!response.ok) throw new Error(`cms ${state}: ${await response.text()}`);
}

let stub: Awaited<ReturnType<typeof startStripeStub>>;
let config: PaymentsConfig;
let stripe: Stripe;
let product: { id: number; price: number; currency: string };

beforeAll(async () => {
  vi.stubEnv('DIRECTUS_URL', directusUrl);
  vi.stubEnv('DIRECTUS_TOKEN', process.env.TESSERA_TEST_SITE_TOKEN!);
  stub = await startStripeStub();
  const url = new URL(stub.url);
  config = {
    secretKey: 'sk_test_integration',
    publishableKey: 'pk_test_integration',
    webhookSecret: SECRET,
    api: { host: url.hostname, port: Number(url.port), protocol: 'http' },
  };
  stripe = stripeClient(config);
  const [found] = await admin<{ id: number; price: number; currency: string }[]>(
    '/items/products?filter[slug][_eq]=starter-mosaic-kit&fields=id,price,currency',
  );
  product = found!;
});
afterAll(() => stub?.close());

async function checkout() {
  const orderId = randomUUID();
  const result = await startCheckout({ productId: product.id, email: 'ada@example.com', orderId }, checkoutDeps(config));
  expect(result).toMatchObject({ ok: true, orderId });
  const order = (await content.getOrder(orderId))!;
  return { orderId, order, intent: stub.intents.get(order.payment_reference!)! };
}

const deliver = (payload: string) => handleStripeWebhook(payload, signedHeader(stripe, payload, SECRET), webhookDeps(config));

describe('card payments recorded in Directus', () => {
  it('stores a pending order with the price from Directus, then the intent with its id as payment_reference', async () => {
    const { order, intent } = await checkout();
    expect(order).toMatchObject({
      status: 'pending',
      amount: product.price,
      currency: product.currency.toLowerCase(),
      email: 'ada@example.com',
    });
    expect(intent).toMatchObject({ amount: product.price, metadata: { order_id: order.id } });
  });

  it('refuses a tampered amount and an unknown product, storing no order', async () => {
    const orderId = randomUUID();
    const deps = checkoutDeps(config);
    expect(await startCheckout({ productId: product.id, email: 'a@example.com', orderId, amount: 1 }, deps)).toEqual({
      ok: false,
      error: 'amount-mismatch',
    });
    expect(await startCheckout({ productId: 999_999, email: 'a@example.com', orderId }, deps)).toEqual({
      ok: false,
      error: 'unknown-product',
    });
    expect(await content.getOrder(orderId)).toBeNull();
  });

  it('marks the order paid once however often the event is delivered, and refuses a forged signature', async () => {
    const { orderId, intent } = await checkout();
    const payload = intentEvent('payment_intent.succeeded', intent, `evt_${randomUUID()}`);
    const forged = await handleStripeWebhook(payload, signedHeader(stripe, payload, 'whsec_forged'), webhookDeps(config));
    expect(forged.status).toBe(400);
    expect((await content.getOrder(orderId))!.status).toBe('pending');
    for (let i = 0; i < 10; i++) expect((await deliver(payload)).status).toBe(200);
    expect((await content.getOrder(orderId))!.status).toBe('paid');
    const events = await admin<unknown[]>(`/items/payment_events?filter[order][_eq]=${orderId}&fields=event_id`);
    expect(events).toHaveLength(1);
    const revisions = await admin<{ delta: { status?: string } | null }[]>(
      `/revisions?filter[collection][_eq]=orders&filter[item][_eq]=${orderId}&fields=delta&limit=-1`,
    );
    expect(revisions.filter((revision) => revision.delta?.status === 'paid')).toHaveLength(1);
  });

  it('answers 5xx while Directus is down; a redelivery after the restart records the payment', { timeout: 120_000 }, async () => {
    const { orderId, intent } = await checkout();
    const payload = intentEvent('payment_intent.succeeded', intent, `evt_${randomUUID()}`);
    await setDirectus('stop');
    try {
      expect((await deliver(payload)).status).toBe(503);
    } finally {
      await setDirectus('start');
    }
    expect((await content.getOrder(orderId))!.status).toBe('pending');
    expect((await deliver(payload)).status).toBe(200);
    expect((await content.getOrder(orderId))!.status).toBe('paid');
  });
});
