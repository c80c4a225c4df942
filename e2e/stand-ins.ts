import { crc32, deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';

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
        // In the tab's session storage: the receipt that follows is a page load of its own.
        const confirmed = JSON.parse(sessionStorage.getItem('stripeConfirmed') || '[]');
        sessionStorage.setItem('stripeConfirmed', JSON.stringify(confirmed.concat(clientSecret)));
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

/** A checkout's "Pay … by card" button, which loads Stripe.js and the card form. */
export const cardFormButton = (checkout: Locator) => checkout.getByRole('button', { name: /^Pay .+ by card$/ });

/**
 * Presses a checkout's "Pay … by card" once its island has hydrated (scrolled to, as a visitor does: it hydrates as it
 * comes near), and waits for the card field (Stripe's stand-in).
 */
export async function openCardForm(checkout: Locator): Promise<void> {
  await checkout.scrollIntoViewIfNeeded();
  await expect(checkout).toHaveAttribute('data-hydrated', '');
  await cardFormButton(checkout).click();
  await expect(checkout.getByLabel('Card number')).toBeVisible();
}

/*
 * The video hosts: YouTube's IFrame API and both players get stand-ins that build and speak like the real ones;
 * any other request to a video host is blocked.
 */

/** The hosts a page must not contact before the visitor asks for a video. */
export function isVideoHost(hostname: string): boolean {
  return (
    /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|vimeo\.com|vimeocdn\.com|gstatic\.com|doubleclick\.net)$/.test(
      hostname,
    ) || hostname.includes('google')
  );
}

export function isVideoUrl(url: string): boolean {
  const parsed = URL.parse(url);
  return parsed !== null && isVideoHost(parsed.hostname);
}

/** Stands in for YouTube's IFrame API: builds the iframe the real one would, and plays when asked to. */
const FAKE_YOUTUBE_API = `
window.YT = {
  Player: function (element, options) {
    var iframe = document.createElement('iframe');
    iframe.id = element.id;
    iframe.src = options.host + '/embed/' + options.videoId + '?' + new URLSearchParams(options.playerVars);
    iframe.setAttribute('allow', 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share');
    iframe.setAttribute('allowfullscreen', '');
    iframe.width = options.width;
    iframe.height = options.height;
    element.replaceWith(iframe);
    var self = this;
    var set = function (state) { options.events.onStateChange({ target: self, data: state }); };
    iframe.addEventListener('load', function () {
      options.events.onReady({ target: self });
      if (options.playerVars.autoplay) { set(3); setTimeout(function () { set(1); }, 50); }
    });
    this.getIframe = function () { return iframe; };
    this.playVideo = function () { set(1); };
    this.pauseVideo = function () { set(2); };
    this.seekTo = function () {};
    this.mute = function () {};
    this.unMute = function () {};
    this.getCurrentTime = function () { return 0; };
    this.destroy = function () { iframe.remove(); };
  },
};
window.onYouTubeIframeAPIReady && window.onYouTubeIframeAPIReady();
`;

const FAKE_YOUTUBE_PLAYER = '<!doctype html><title>Fake YouTube player</title><body style="margin:0;background:#000"></body>';

/** Stands in for player.vimeo.com: speaks enough of @vimeo/player's postMessage protocol to be ready and play. */
const FAKE_VIMEO_PLAYER = `<!doctype html><title>Fake Vimeo player</title><body style="margin:0;background:#123">
<script>
  var send = function (message) { parent.postMessage(JSON.stringify(message), '*'); };
  var playing = function () { send({ event: 'play', data: {} }); send({ event: 'playing', data: {} }); };
  addEventListener('message', function (event) {
    var data = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
    if (!data || !data.method) return;
    send({ method: data.method, value: null });
    if (data.method === 'play') playing();
    if (data.method === 'pause') send({ event: 'pause', data: {} });
  });
  send({ event: 'ready' });
  if (/[?&]autoplay=1/.test(location.search)) setTimeout(playing, 50);
</script></body>`;

/** Answers the video hosts: stand-ins for YouTube's IFrame API and both players; anything else is blocked. */
export async function stubVideoHosts(page: Page): Promise<void> {
  await page.route(
    (url) => isVideoHost(url.hostname),
    (route) => {
      const url = new URL(route.request().url());
      if (url.href === 'https://www.youtube.com/iframe_api')
        return route.fulfill({ contentType: 'text/javascript', body: FAKE_YOUTUBE_API });
      if (url.origin === 'https://www.youtube-nocookie.com' && url.pathname.startsWith('/embed/')) {
        return route.fulfill({ contentType: 'text/html', body: FAKE_YOUTUBE_PLAYER });
      }
      if (url.origin === 'https://player.vimeo.com' && url.pathname.startsWith('/video/')) {
        return route.fulfill({ contentType: 'text/html', body: FAKE_VIMEO_PLAYER });
      }
      return route.abort('blockedbyclient');
    },
  );
}
