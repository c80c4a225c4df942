import { expect, test } from '@playwright/test';
import Stripe from 'stripe';
import { cardFormButton, openCardForm, standInStripe } from './stand-ins';
import { directus, stack } from './stack';

/**
 * Card payments in Chromium. Stripe.js is answered by page.route with a small stand-in (./stand-ins.ts); the site's
 * server creates PaymentIntents through the test stack's local Stripe-API stub (TESSERA_TEST_STRIPE_API_URL), and the
 * test sends Stripe's webhook itself, signed with the test stack's webhook secret.
 */

const stripeApiUrl = () => process.env.TESSERA_TEST_STRIPE_API_URL!;
const webhookSecret = () => process.env.TESSERA_TEST_STRIPE_WEBHOOK_SECRET!;

test('Stripe.js is not loaded on pages without a checkout', async ({ page }) => {
  const stripeRequests = await standInStripe(page);
  await page.goto(`${stack.siteUrl}/posts`);
  await page.waitForLoadState('networkidle');
  expect(stripeRequests).toEqual([]);
});

test("a declined card shows Stripe's message; a retry pays and the receipt shows the order paid once the webhook arrived", async ({
  page,
}) => {
  const stripeRequests = await standInStripe(page);
  await page.goto(`${stack.siteUrl}/products/starter-mosaic-kit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Starter mosaic kit' })).toBeVisible();
  await expect(page.getByText('€39.00').first()).toBeVisible();
  await openCardForm(page.getByTestId('checkout'));
  await page.getByLabel('E-mail for the receipt').fill('buyer@example.com');
  const error = page.locator('.checkout__error');
  // An incomplete card is refused by Stripe.js before any order is made.
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(error).toHaveText('Your card number is incomplete.');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  expect(stripeRequests.some((url) => url.startsWith('https://js.stripe.com/'))).toBe(true);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(error).toHaveText('Your card was declined.');
  await expect(page.getByLabel('E-mail for the receipt')).toHaveValue('buyer@example.com');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/checkout\/receipt\?order=/);
  // One intent for both attempts.
  const confirmed = await page.evaluate(() => JSON.parse(sessionStorage.getItem('stripeConfirmed') ?? '[]') as string[]);
  const orderId = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirming your payment');

  const [order] = await directus<{ payment_reference: string; amount: number; status: string }[]>(
    'GET',
    `/items/orders?filter[id][_eq]=${orderId}&fields=payment_reference,amount,status`,
  );
  expect(order).toMatchObject({ amount: 3900, status: 'pending' });
  const intent = await (await fetch(`${stripeApiUrl()}/__intents/${order!.payment_reference}`)).json();
  expect(new Set(confirmed)).toEqual(new Set([intent.client_secret]));

  const payload = JSON.stringify({
    id: `evt_${orderId.replaceAll('-', '')}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { ...intent, status: 'succeeded', amount_received: intent.amount } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret() });
  const response = await fetch(`${stack.siteUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  expect(response.status).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your payment was received');
  await expect(page.locator('.receipt__status')).toHaveText('paid');
});

test('Stripe.js loads only when the visitor asks for the card form, not when a checkout is on screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const stripeRequests = await standInStripe(page);
  await page.goto(`${stack.siteUrl}/shop`, { waitUntil: 'networkidle' });
  const checkouts = page.getByTestId('checkout');
  expect(await checkouts.count()).toBeGreaterThan(1);
  for (const checkout of await checkouts.all()) {
    await checkout.scrollIntoViewIfNeeded();
    await expect(checkout).toHaveAttribute('data-hydrated', '');
    await expect(cardFormButton(checkout)).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(stripeRequests).toEqual([]);

  const first = checkouts.first();
  await openCardForm(first);
  expect(stripeRequests.filter((url) => url.startsWith('https://js.stripe.com/'))).toHaveLength(1);
  // The form took the button's place and its focus, and said so.
  await expect(first.getByLabel('E-mail for the receipt')).toBeFocused();
  await expect(first.getByRole('status')).toHaveText('The card form is ready.');
  // The other checkouts still wait to be asked.
  await expect(cardFormButton(checkouts.nth(1))).toBeVisible();
});

test('when Stripe.js cannot be loaded, the checkout says so where the button was, and focus goes to the message', async ({ page }) => {
  await page.route('https://js.stripe.com/**', (route) => route.abort('connectionrefused'));
  await page.goto(`${stack.siteUrl}/products/starter-mosaic-kit`);
  const checkout = page.getByTestId('checkout');
  await expect(checkout).toHaveAttribute('data-hydrated', '');
  await cardFormButton(checkout).click();
  const message = checkout.getByRole('alert');
  await expect(message).toHaveText('The card form could not be loaded. Please check your connection and reload the page.');
  await expect(message).toBeFocused();
  await expect(cardFormButton(checkout)).toHaveCount(0);
});

test('only the publishable key reaches the browser', async ({ request }) => {
  const html = await (await request.get(`${stack.siteUrl}/products/starter-mosaic-kit`)).text();
  expect(html).toContain('pk_test_tessera');
  expect(html).not.toMatch(/sk_test_tessera|whsec_test_tessera/);
});

test('a forged webhook is refused', async () => {
  const response = await fetch(`${stack.siteUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
    body: '{"id":"evt_forged","type":"payment_intent.succeeded"}',
  });
  expect(response.status).toBe(400);
});
