import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCountingProxy } from './counting-proxy.mjs';
import { throwawaySecrets } from './env-file.mjs';
import { freePort } from './free-port.mjs';
import { startGeocoderStub } from './geocoder-stub.mjs';
import { startImageHostStub } from './image-host-stub.mjs';
import { distDir } from './site-build.mjs';
import { startVarnish } from './services.mjs';
import { siteDir, startStack } from './stack.mjs';
import { startStripeStub } from './stripe-stub.mjs';

/** The variables through which a running test stack is handed to Vitest and Playwright. */
export const TEST_ENV = {
  directusUrl: 'TESSERA_TEST_DIRECTUS_URL',
  siteUrl: 'TESSERA_TEST_SITE_URL',
  adminToken: 'TESSERA_TEST_ADMIN_TOKEN',
  adminEmail: 'TESSERA_TEST_ADMIN_EMAIL',
  adminPassword: 'TESSERA_TEST_ADMIN_PASSWORD',
  siteToken: 'TESSERA_TEST_SITE_TOKEN',
  revalidateSecret: 'TESSERA_TEST_REVALIDATE_SECRET',
  previewSecret: 'TESSERA_TEST_PREVIEW_SECRET',
  dataDir: 'TESSERA_TEST_DATA_DIR',
  controlUrl: 'TESSERA_TEST_CONTROL_URL',
  mailUrl: 'TESSERA_TEST_MAIL_URL',
  geocoderUrl: 'TESSERA_TEST_GEOCODER_URL',
  imageHostUrl: 'TESSERA_TEST_IMAGE_HOST_URL',
  stripeApiUrl: 'TESSERA_TEST_STRIPE_API_URL',
  stripeWebhookSecret: 'TESSERA_TEST_STRIPE_WEBHOOK_SECRET',
  googleMapsSiteUrl: 'TESSERA_TEST_GOOGLE_MAPS_SITE_URL',
  varnishUrl: 'TESSERA_TEST_VARNISH_URL',
  varnishPurgeSecret: 'TESSERA_TEST_VARNISH_PURGE_SECRET',
  /** A second stack's variables as JSON, which the browser tests' second worker takes instead (e2e/stack.ts). */
  secondStack: 'TESSERA_TEST_SECOND_STACK',
};

/** The throw-away Directus's administrator, who signs in to the Data Studio in browser tests. */
const TEST_ADMIN_EMAIL = 'admin@example.com';

/**
 * The second test site's Google Maps settings. Its browser tests answer maps.googleapis.com with a stand-in of the
 * Maps JavaScript API (e2e/google-maps-fake.js), so the key is never sent to Google.
 */
export const TEST_GOOGLE_MAPS_ENV = {
  GOOGLE_MAPS_API_KEY: 'test-google-maps-key',
  GOOGLE_MAPS_LANGUAGE: 'en',
  GOOGLE_MAPS_MAP_ID: 'tessera-test-map',
};

/**
 * A copy of the site's production build (without its cache) named `<build folder>-<name>`, for a second server of
 * the same build: Next.js keeps rendered pages and fetched data in the build folder, and two servers must not
 * serve each other's. `remove()` deletes it.
 */
function copyOfBuild(name) {
  const source = join(siteDir, distDir());
  const copy = `${distDir()}-${name}`;
  const remove = () => rmSync(join(siteDir, copy), { recursive: true, force: true });
  remove();
  cpSync(source, join(siteDir, copy), { recursive: true, filter: (path) => path !== join(source, 'cache') });
  return { distDir: copy, remove };
}

/**
 * A second server of the same production build with a Google Maps key: the provider is read when a page renders,
 * so no second build is needed. It runs on a copy of the build folder, so that the two sites do not serve each
 * other's maps.
 */
async function startGoogleMapsSite(stack, name) {
  const build = copyOfBuild(name ? `google-maps-${name}` : 'google-maps');
  const url = await stack.startSite({
    name: 'site-google-maps',
    port: await freePort(),
    // As a new installation runs: no proxy trusted (TRUST_PROXY unset).
    env: { ...TEST_GOOGLE_MAPS_ENV, NEXT_DIST_DIR: build.distDir, TRUST_PROXY: '' },
  });
  return { url, remove: build.remove };
}

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
 * Directus: `POST /cms/stop`, `POST /cms/start` (answers once Directus serves again), and read how
 * many requests the site has sent to Directus so far: `GET /cms/requests` → `{ "count": n }`.
 */
async function startControlServer(cms, siteToDirectus) {
  const server = createHttpServer(async (request, response) => {
    if (request.method === 'GET' && request.url === '/cms/requests') {
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ count: siteToDirectus.count() }));
    }
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

/**
 * A throw-away Tessera for tests: a fresh SQLite Directus in a temporary folder, on free ports,
 * with the demo content and a production build of the site. `stop()` ends it and deletes the data.
 * A `name` starts another one beside the first, its sites on copies of the build (the browser tests' second
 * worker: scripts/lib/browser-tests.mjs).
 */
export async function startTestStack({ log = () => {}, withSite = true, name = '' } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-test-'));
  const build = name && withSite ? copyOfBuild(name) : null;
  const secrets = throwawaySecrets();
  const sitePort = await freePort();
  // Varnish with the VCL of docs/cdn.md in front of the site, which purges it on every change (e2e/varnish.spec.ts).
  const purgeSecret = randomBytes(18).toString('base64url');
  if (withSite) log('Starting Varnish in front of the site');
  const varnish = withSite
    ? await startVarnish({ port: await freePort(), backendPort: sitePort, purgeSecret }).catch((error) => {
        rmSync(dataDir, { recursive: true, force: true });
        throw error;
      })
    : undefined;
  // The site's server asks the geocoder itself, so it gets a local stub for the whole run (the site reads
  // MAPS_GEOCODER_URL from its environment, set here before it starts).
  const geocoder = await startGeocoderStub();
  // Likewise the site's server creates PaymentIntents through a local stand-in for Stripe's API.
  const stripe = await startStripeStub();
  // Images editors paste by URL are imported by Directus from an image host on the internet: a local stand-in,
  // exempted by its exact address and port from the import's refusal of loopback addresses (TESSERA_TEST_IMAGE_HOST).
  const imageHost = await startImageHostStub();
  // The site reaches Directus through a counting pass-through (GET /cms/requests on the control server).
  const cmsPort = await freePort();
  const siteToDirectus = await startCountingProxy(`http://127.0.0.1:${cmsPort}`);
  const closeHelpers = async () => {
    await geocoder.close();
    await stripe.close();
    await imageHost.close();
    await siteToDirectus.close();
    await varnish?.stop();
    build?.remove();
  };
  const stack = await startStack({
    dataDir,
    directusPort: cmsPort,
    sitePort,
    siteHostname: '127.0.0.1',
    secrets,
    adminEmail: TEST_ADMIN_EMAIL,
    quiet: true,
    withSite,
    build: !name,
    cmsEnv: { TESSERA_TEST_IMAGE_HOST: imageHost.host },
    siteEnv: {
      MAPS_GEOCODER_URL: `${geocoder.url}/api`,
      MAPS_STYLE_URL: TEST_MAP_STYLE_URL,
      ...TEST_STRIPE_KEYS,
      STRIPE_API_URL: stripe.url,
      DIRECTUS_URL: siteToDirectus.url,
      // Editors reach the Data Studio directly, not through the counting pass-through.
      DIRECTUS_STUDIO_URL: `http://127.0.0.1:${cmsPort}`,
      ...(varnish
        ? {
            CDN_PURGE_URL: `${varnish.url}/?tags={tags}&paths={paths}`,
            CDN_PURGE_METHOD: 'PURGE',
            CDN_PURGE_HEADER: `X-Purge-Secret: ${purgeSecret}`,
          }
        : {}),
      // The tests play the proxy in front of the site: each sends the X-Forwarded-For of the client it stands for,
      // so their rate limits do not meet. The second site keeps the default (no proxy trusted), and
      // e2e/client-address.spec.ts shows that a forged header gains nothing there.
      TRUST_PROXY: '1',
      // SIGUSR1 then opens the inspector on a free port, through which e2e/unknown-addresses.spec.ts reads the heap.
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect-port=0`.trim(),
      ...(build ? { NEXT_DIST_DIR: build.distDir } : {}),
    },
    onStep: log,
    onCrash: ({ name: crashed, code, output }) => console.error(`test stack: ${crashed} exited (${code}):\n${output.join('\n')}`),
  }).catch(async (error) => {
    await closeHelpers();
    throw error;
  });
  if (withSite) log('Starting a second site with a Google Maps key');
  const googleMapsSite = withSite
    ? await startGoogleMapsSite(stack, name).catch(async (error) => {
        await Promise.all([stack.stop(), closeHelpers()]);
        throw error;
      })
    : undefined;
  const control = await startControlServer(stack.cms, siteToDirectus);
  const env = {
    [TEST_ENV.controlUrl]: control.url,
    [TEST_ENV.mailUrl]: stack.mailUrl,
    [TEST_ENV.directusUrl]: stack.directusUrl,
    [TEST_ENV.siteUrl]: stack.siteUrl,
    [TEST_ENV.adminToken]: secrets.DIRECTUS_ADMIN_TOKEN,
    [TEST_ENV.adminEmail]: TEST_ADMIN_EMAIL,
    [TEST_ENV.adminPassword]: secrets.ADMIN_PASSWORD,
    [TEST_ENV.siteToken]: secrets.DIRECTUS_TOKEN,
    [TEST_ENV.revalidateSecret]: secrets.REVALIDATE_SECRET,
    [TEST_ENV.previewSecret]: secrets.PREVIEW_SECRET,
    [TEST_ENV.dataDir]: dataDir,
    [TEST_ENV.geocoderUrl]: geocoder.url,
    [TEST_ENV.imageHostUrl]: imageHost.url,
    [TEST_ENV.stripeApiUrl]: stripe.url,
    [TEST_ENV.stripeWebhookSecret]: TEST_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
    ...(googleMapsSite ? { [TEST_ENV.googleMapsSiteUrl]: googleMapsSite.url } : {}),
    ...(varnish ? { [TEST_ENV.varnishUrl]: varnish.url, [TEST_ENV.varnishPurgeSecret]: purgeSecret } : {}),
    // The site's build folder, whose cache the tests inspect (and a server a test starts itself shares).
    ...(build ? { NEXT_DIST_DIR: build.distDir } : {}),
  };
  return {
    ...stack,
    env,
    /** How many requests the site has sent to Directus (`count()`). */
    directusRequests: siteToDirectus,
    stop: async () => {
      await control.close();
      await stack.stop();
      await closeHelpers();
      rmSync(dataDir, { recursive: true, force: true });
      googleMapsSite?.remove();
    },
  };
}
