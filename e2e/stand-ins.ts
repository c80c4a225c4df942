import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Stand-ins for the third parties the browser would ask, answered with page.route (the network edge):
 * - the map style and tiles: the test stack's MAPS_STYLE_URL points at https://maps.tessera.test, a host that
 *   does not exist; it gets a tiny raster style and generated PNG tiles;
 * - Stripe.js: a small script implementing the calls the checkout makes (Stripe(), elements(),
 *   create('payment').mount(), submit(), confirmPayment()); card 4000 0000 0000 0002 is declined.
 */

export const MAP_HOST = 'maps.tessera.test';

/** A 256 × 256 PNG of one colour. */
function pngTile(rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(256 * 3).map((_, i) => rgb[i % 3]!)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 256 }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TILE = pngTile([220, 230, 220]);
const STYLE = {
  version: 8,
  sources: {
    test: { type: 'raster', tiles: [`https://${MAP_HOST}/tiles/{z}/{x}/{y}.png`], tileSize: 256, attribution: 'Test tiles' },
  },
  layers: [{ id: 'test', type: 'raster', source: 'test' }],
};

/** Answers the browser's map style and tile requests. */
export async function serveTestMap(page: Page): Promise<void> {
  await page.route(`https://${MAP_HOST}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/style.json') return route.fulfill({ contentType: 'application/json', body: JSON.stringify(STYLE) });
    if (pathname.startsWith('/tiles/')) return route.fulfill({ contentType: 'image/png', body: TILE });
    return route.fulfill({ status: 404 });
  });
}

const STRIPE_JS = `
(() => {
  function element() {
    let input;
    return {
      mount(node) {
        const target = typeof node === 'string' ? document.querySelector(node) : node;
        input = document.createElement('input');
        input.setAttribute('aria-label', 'Card number');
        target.appendChild(input);
        return this;
      },
      on() { return this; }, off() { return this; }, once() { return this; },
      update() {}, unmount() { input?.remove(); }, destroy() { input?.remove(); }, focus() {}, blur() {}, clear() {},
      get value() { return input ? input.value : ''; },
    };
  }
  window.Stripe = function (key) {
    let payment;
    const elements = {
      create(type) { payment = element(); return payment; },
      getElement() { return payment ?? null; },
      update() {}, fetchUpdates: async () => ({}),
      async submit() {
        if (!payment || !payment.value) return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
        return {};
      },
    };
    return {
      key,
      elements: () => elements,
      createToken: async () => ({}), createPaymentMethod: async () => ({}), confirmCardPayment: async () => ({}),
      _registerWrapper() {}, registerAppInfo() {},
      async confirmPayment({ clientSecret }) {
        window.__stripeConfirmed = (window.__stripeConfirmed || []).concat(clientSecret);
        const card = payment.value.replace(/\\s/g, '');
        if (card === '4000000000000002') return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
        return { paymentIntent: { id: clientSecret.split('_secret_')[0], status: 'processing' } };
      },
    };
  };
  window.Stripe.version = 'endive';
})();
`;

/** Answers js.stripe.com with the stand-in; returns the Stripe URLs the page asked for. */
export async function standInStripe(page: Page): Promise<string[]> {
  const stripeRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('stripe.com')) stripeRequests.push(request.url());
  });
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS }));
  return stripeRequests;
}
