// compose.yaml, run: builds the images with podman (scripts/containers/podman.mjs), brings the stack up with
// podman-compose on free ports, and checks what a production deployment relies on. `npm run test:containers`
// (docs/deploy.md, "Containers"); not part of `npm test` (the image builds take too long for CI, see there).
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { PRIVATE_FOLDER } from '@tessera/blocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../lib/free-port.mjs';
import { repoRoot } from '../lib/stack.mjs';
import {
  STAND_INS,
  buildImages,
  containerAddress,
  containerName,
  imageSize,
  podman,
  podmanAsync,
  podmanCompose,
  podmanSettings,
  removeSettings,
  requireContainerTools,
  resetStackHosts,
  stackHost,
  waitHealthy,
} from './podman.mjs';

const project = `tessera-test-${process.pid}`;
const secret = () => randomBytes(24).toString('hex');
const ports = { site: 0, directus: 0 };
let environment;
const container = (service) => containerName(project, service);
const siteUrl = () => `http://127.0.0.1:${ports.site}`;
const directusUrl = () => `http://127.0.0.1:${ports.directus}`;
const log = (message) => console.log(`[containers] ${message}`);

/** GET through the proxy (or any address), with the body's text. */
async function get(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  return { status: response.status, text: await response.text() };
}

/** The site instance's own answer, bypassing the proxy (its address on the compose network). */
async function fromInstance(service, path) {
  return get(`http://${await containerAddress(container(service))}:3000${path}`);
}

async function directus(method, path, body) {
  const response = await fetch(new URL(path, directusUrl()), {
    method,
    headers: { authorization: `Bearer ${environment.DIRECTUS_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

async function until(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

beforeAll(async () => {
  requireContainerTools();
  await buildImages(log);
  for (const image of ['localhost/tessera-site:latest', 'localhost/tessera-directus:latest', 'localhost/tessera-setup:latest']) {
    log(`${image}: ${(await imageSize(image)) / 1e6} MB`);
  }
  ports.site = await freePort();
  ports.directus = await freePort();
  environment = {
    ...STAND_INS,
    SITE_URL: `http://localhost:${ports.site}`,
    DIRECTUS_PUBLIC_URL: `http://localhost:${ports.directus}`,
    SITE_PORT: String(ports.site),
    DIRECTUS_PORT: String(ports.directus),
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: secret(),
    POSTGRES_PASSWORD: secret(),
    DIRECTUS_SECRET: secret(),
    DIRECTUS_ADMIN_TOKEN: secret(),
    DIRECTUS_TOKEN: secret(),
    REVALIDATE_SECRET: secret(),
    PREVIEW_SECRET: secret(),
    TESSERA_SEED: 'true',
  };
  // Debian's podman-compose (1.0) ignores depends_on's conditions, which Docker Compose honours, and starts a
  // service's dependencies again with it (a finished set-up would run again). So it only creates the containers, as
  // compose.yaml describes them, and the test starts them in the conditions' order, waiting for each with the same
  // health checks. Each container started finds those started before it by name in its /etc/hosts (stackHost).
  log('podman-compose up --no-start');
  await podmanCompose(project, ['up', '--no-start'], { env: environment });
  resetStackHosts();
  /** Starts services, waits until each passes its health check, and names them for the containers started later. */
  const startHealthy = async (...services) => {
    log(`start: ${services.join(', ')}`);
    await podman(['start', ...services.map(container)]);
    await Promise.all(services.map((service) => waitHealthy(container(service))));
    for (const service of services) await stackHost(container(service), [service]);
  };
  await startHealthy('postgres', 'redis');
  await startHealthy('directus');
  log('start: setup');
  await podman(['start', container('setup')]);
  const setupExit = (await podman(['wait', container('setup')])).trim();
  if (setupExit !== '0') throw new Error(`the set-up exited with ${setupExit}:\n${await podman(['logs', container('setup')])}`);
  await startHealthy('site-1', 'site-2');
  await startHealthy('proxy');
}, 3_600_000);

afterAll(async () => {
  if (environment && process.env.KEEP_CONTAINERS) {
    return log(`left running: the containers ${project}_*, with podman's settings in ${podmanSettings.CONTAINERS_CONF}`);
  }
  if (environment) {
    await podmanCompose(project, ['down', '--volumes'], { env: environment }).catch((error) => console.warn(error.message));
    // podman-compose 1.0 leaves the network it made.
    await podman(['network', 'rm', `${project}_default`]).catch((error) => console.warn(error.message));
  }
  removeSettings();
}, 300_000);

describe('the compose stack (podman)', () => {
  it('serves the site through the proxy, with its health and the demo content', async () => {
    const health = await get(`${siteUrl()}/api/health`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toMatchObject({ status: 'ok' });
    const home = await get(`${siteUrl()}/`);
    // A failure says which answer it was (the site's 503 page, the proxy's, a queue-full refusal).
    expect(home.status, home.text.slice(0, 2000)).toBe(200);
    expect(home.text).toContain('Make something that lasts');
    const asset = home.text.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    expect((await get(`${siteUrl()}${asset}`)).status).toBe(200);
  });

  it('runs Directus with every Tessera extension, set up as npm start does: idempotent, the Visual Editor opens the site', async () => {
    const loaded = (await directus('GET', '/extensions')).map((extension) => extension.schema?.name);
    const folders = readdirSync(join(repoRoot, 'apps/cms/extensions'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(loaded).toEqual(expect.arrayContaining(folders.map((entry) => entry.name)));
    const settings = await directus('GET', '/settings?fields=visual_editor_urls');
    expect(JSON.stringify(settings.visual_editor_urls)).toContain(environment.SITE_URL);
    // A second run (every deploy runs it) finds nothing to do and succeeds.
    await podman(['start', container('setup')]);
    expect((await podman(['wait', container('setup')])).trim()).toBe('0');
  });

  it('shows an edit in Directus on both site instances', async () => {
    const [hero] = await directus(
      'GET',
      `/items/sections?filter=${encodeURIComponent(JSON.stringify({ heading: { _eq: 'Make something that lasts' } }))}`,
    );
    const heading = `Edited in Directus ${Date.now()}`;
    await directus('PATCH', `/items/sections/${hero.id}`, { heading });
    for (const service of ['site-1', 'site-2']) {
      await until(async () => (await fromInstance(service, '/')).text.includes(heading), `${service} did not show the edit`);
    }
    expect((await get(`${siteUrl()}/`)).text).toContain(heading);
  });

  it('takes a form with a file through the proxy: a 3 MB PDF is stored privately, a 6 MB one is refused at its field', async () => {
    const [form] = await directus(
      'GET',
      `/items/forms?filter=${encodeURIComponent(JSON.stringify({ title: { _eq: 'Contact us' } }))}&fields=id`,
    );
    const pdf = (size) => {
      const bytes = Buffer.alloc(size, 0x20);
      bytes.write('%PDF-1.7\n');
      bytes.write('%%EOF\n', size - 6);
      return new File([bytes], 'plan.pdf', { type: 'application/pdf' });
    };
    const send = async (file, message) => {
      const body = new FormData();
      for (const [name, value] of Object.entries({ name: 'Ada', email: 'ada@example.com', topic: 'Orders', message }))
        body.set(name, value);
      body.set('attachment', file);
      const response = await fetch(`${siteUrl()}/api/forms/${form.id}`, { method: 'POST', body, headers: { accept: 'application/json' } });
      expect(response.status).toBe(200);
      return response.json();
    };
    expect(await send(pdf(6 * 1024 * 1024), 'too large')).toMatchObject({
      status: 'invalid',
      errors: { attachment: { key: 'Form.errors.fileTooLarge' } },
    });
    const marker = `Container upload ${Date.now()}`;
    expect(await send(pdf(3 * 1024 * 1024), marker)).toMatchObject({ status: 'success' });
    const recent = await directus('GET', '/items/form_submissions?sort=-date_created&limit=5&fields=data,files.directus_files_id');
    const submission = recent.find((item) => item.data?.message === marker);
    expect(submission.files).toEqual([{ directus_files_id: submission.data.attachment }]);
    const file = await directus('GET', `/files/${submission.data.attachment}?fields=folder,filesize`);
    // PostgreSQL's bigint comes back as a string.
    expect({ ...file, filesize: Number(file.filesize) }).toEqual({ folder: PRIVATE_FOLDER.id, filesize: 3 * 1024 * 1024 });
    expect((await get(`${siteUrl()}/assets/${submission.data.attachment}`)).status).toBe(404);
  });

  it('keeps answering through the proxy while a site container is stopped and started again', async () => {
    let stopped = false;
    const failures = [];
    let requests = 0;
    const load = (async () => {
      while (!stopped) {
        requests += 1;
        const { status } = await get(`${siteUrl()}/`).catch((error) => ({ status: error.message }));
        if (status !== 200) failures.push(status);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await podman(['stop', '--time', '30', container('site-1')]);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await podman(['start', container('site-1')]);
    await waitHealthy(container('site-1'));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    stopped = true;
    await load;
    log(`${requests} requests through the proxy while site-1 was replaced`);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(10);
    expect((await fromInstance('site-1', '/api/health')).status).toBe(200);
  });

  it('finishes a request in progress on SIGTERM, refuses new ones, then exits 0', async () => {
    const address = await containerAddress(container('site-2'));
    const body = JSON.stringify({ collections: ['posts'] });
    // A revalidation whose body arrives slowly: in progress when the signal comes.
    const socket = connect(3000, address);
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `POST /api/revalidate HTTP/1.1\r\nHost: ${address}:3000\r\nAuthorization: Bearer ${environment.REVALIDATE_SECRET}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stopping = podmanAsync(['stop', '--time', '30', container('site-2')]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // Still running (podman calls it "stopping" meanwhile, Docker "running"), and no longer accepting connections.
    expect(['running', 'stopping']).toContain((await podman(['inspect', '--format', '{{.State.Status}}', container('site-2')])).trim());
    const refused = await new Promise((resolve) => {
      const probe = connect(3000, address);
      probe.once('connect', () => (probe.destroy(), resolve(false)));
      probe.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    // The rest of the body, the connection left open as a proxy or browser leaves it (a client that half-closes it is
    // answered only if its response is ready by then: Node's server aborts requests on a half-closed connection).
    socket.write(body.slice(5));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(await stopping).toBe(0);
    expect((await podman(['inspect', '--format', '{{.State.ExitCode}}', container('site-2')])).trim()).toBe('0');
    await podman(['start', container('site-2')]);
    await waitHealthy(container('site-2'));
  });
});
