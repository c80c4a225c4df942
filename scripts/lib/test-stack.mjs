import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomSecret } from './env-file.mjs';
import { freePort } from './free-port.mjs';
import { startGeocoderStub } from './geocoder-stub.mjs';
import { startStack } from './stack.mjs';
import { startStripeStub } from './stripe-stub.mjs';

/** The variables through which a running test stack is handed to Vitest and Playwright. */
export const TEST_ENV = {
  directusUrl: 'TESSERA_TEST_DIRECTUS_URL',
  siteUrl: 'TESSERA_TEST_SITE_URL',
  adminToken: 'TESSERA_TEST_ADMIN_TOKEN',
  siteToken: 'TESSERA_TEST_SITE_TOKEN',
  revalidateSecret: 'TESSERA_TEST_REVALIDATE_SECRET',
  dataDir: 'TESSERA_TEST_DATA_DIR',
  controlUrl: 'TESSERA_TEST_CONTROL_URL',
  mailUrl: 'TESSERA_TEST_MAIL_URL',
  geocoderUrl: 'TESSERA_TEST_GEOCODER_URL',
  stripeApiUrl: 'TESSERA_TEST_STRIPE_API_URL',
  stripeWebhookSecret: 'TESSERA_TEST_STRIPE_WEBHOOK_SECRET',
};

/** Test-mode Stripe keys of the test site; its Stripe API is a local stub (scripts/lib/stripe-stub.mjs). */
export const TEST_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_tessera',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_tessera',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_tessera',
};

/** Where the test site's map style and tiles come from: a host that does not exist, served by page.route in the browser tests. */
export const TEST_MAP_STYLE_URL = 'https://maps.tessera.test/style.json';

/**
 * A loopback endpoint through which tests (in other processes) stop and restart the test
 * Directus: `POST /cms/stop`, `POST /cms/start` (answers once Directus serves again).
 */
async function startControlServer(cms) {
  const server = createHttpServer(async (request, response) => {
    const action = request.method === 'POST' && { '/cms/stop': cms.stop, '/cms/start': cms.start }[request.url];
    if (!action) return response.writeHead(404).end();
    try {
      await action();
      response.writeHead(204).end();
    } catch (error) {
      response.writeHead(500).end(String(error?.message ?? error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Fresh credentials for a throw-away stack. */
export function testSecrets() {
  return {
    ADMIN_PASSWORD: randomSecret(12),
    DIRECTUS_SECRET: randomSecret(32),
    DIRECTUS_ADMIN_TOKEN: randomSecret(24),
    DIRECTUS_TOKEN: randomSecret(24),
    REVALIDATE_SECRET: randomSecret(24),
  };
}

/**
 * A throw-away Tessera for tests: a fresh SQLite Directus in a temporary folder, on free ports,
 * with the demo content and a production build of the site. `stop()` ends it and deletes the data.
 */
export async function startTestStack({ log = () => {}, withSite = true } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-test-'));
  const secrets = testSecrets();
  // The site's server asks the geocoder itself, so it gets a local stub for the whole run (the site reads
  // MAPS_GEOCODER_URL from its environment, set here before it starts).
  const geocoder = await startGeocoderStub();
  // Likewise the site's server creates PaymentIntents through a local stand-in for Stripe's API.
  const stripe = await startStripeStub();
  const stack = await startStack({
    dataDir,
    directusPort: await freePort(),
    sitePort: await freePort(),
    siteHostname: '127.0.0.1',
    secrets,
    adminEmail: 'admin@example.com',
    quiet: true,
    withSite,
    siteEnv: {
      MAPS_GEOCODER_URL: `${geocoder.url}/api`,
      MAPS_STYLE_URL: TEST_MAP_STYLE_URL,
      ...TEST_STRIPE_KEYS,
      STRIPE_API_URL: stripe.url,
    },
    onStep: log,
    onCrash: ({ name, code, output }) => console.error(`test stack: ${name} exited (${code}):\n${output.join('\n')}`),
  }).catch(async (error) => {
    await geocoder.close();
    await stripe.close();
    throw error;
  });
  const control = await startControlServer(stack.cms);
  const env = {
    [TEST_ENV.controlUrl]: control.url,
    [TEST_ENV.mailUrl]: stack.mailUrl,
    [TEST_ENV.directusUrl]: stack.directusUrl,
    [TEST_ENV.siteUrl]: stack.siteUrl,
    [TEST_ENV.adminToken]: secrets.DIRECTUS_ADMIN_TOKEN,
    [TEST_ENV.siteToken]: secrets.DIRECTUS_TOKEN,
    [TEST_ENV.revalidateSecret]: secrets.REVALIDATE_SECRET,
    [TEST_ENV.dataDir]: dataDir,
    [TEST_ENV.geocoderUrl]: geocoder.url,
    [TEST_ENV.stripeApiUrl]: stripe.url,
    [TEST_ENV.stripeWebhookSecret]: TEST_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
  };
  return {
    ...stack,
    env,
    stop: async () => {
      await control.close();
      await stack.stop();
      await geocoder.close();
      await stripe.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
