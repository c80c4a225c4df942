import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_ID_NAME } from '@/features/forms/definition';
import { SUBMIT_MESSAGES } from '@/features/forms/state';
import { inEnglish } from '@/lib/i18n/testing';

// Issue #10's fault test, against the running test stack (npm test): the production site under
// load from autocannon, Directus stopped and restarted through the test control server.
const siteUrl = process.env.TESSERA_TEST_SITE_URL!;
const controlUrl = process.env.TESSERA_TEST_CONTROL_URL!;
const directusUrl = process.env.TESSERA_TEST_DIRECTUS_URL!;

/** Pages whose data the test warms into the data cache first. */
const CACHED_PAGES = ['/', '/about', '/contact', '/posts', '/posts/the-andamento-of-a-line', '/products/gift-card'];
/**
 * An uncached page must fail well within Directus's time-out (8 s), which is what a hung request
 * would take; the bound leaves room for the load generator sharing the machine's two cores.
 */
const PROMPT_MS = 5000;
/**
 * The "unavailable" notice as rendered (components/UnavailableNotice.tsx). Its words alone are in every page: the
 * layout hands them to the client error boundary.
 */
const UNAVAILABLE_HEADING = '<h1>This page is unavailable right now</h1>';

async function directusRequestsSoFar(): Promise<number> {
  return ((await (await fetch(`${controlUrl}/cms/requests`)).json()) as { count: number }).count;
}

async function setDirectus(action: 'stop' | 'start') {
  const response = await fetch(`${controlUrl}/cms/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Could not ${action} Directus: ${await response.text()}`);
}

async function timedGet(path: string) {
  const started = performance.now();
  const response = await fetch(`${siteUrl}${path}`, { signal: AbortSignal.timeout(15_000) });
  const body = await response.text();
  return {
    status: response.status,
    body,
    ms: performance.now() - started,
    retryAfter: response.headers.get('retry-after'),
    pageCache: response.headers.get('x-tessera-page-cache'),
  };
}

/** Loads a page until it answers 200 (at most ~10 s: the breaker lets a request through every 5 s). */
async function until200(path: string) {
  let answer = await timedGet(path);
  for (let attempt = 0; answer.status !== 200 && attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    answer = await timedGet(path);
  }
  return answer;
}

/** An attribute value as React escapes it, decoded. */
const decodeAttribute = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

interface Sent {
  status: number;
  /** The page as re-rendered after the submission, with the form in it. */
  body: string;
  /** The submission id in the re-rendered form: the one the site stored, or will store on a retry. */
  submissionId: string;
  /**
   * Whether the page shows the form's success message in place of the form. Its text cannot tell: the message is
   * in every render of the page, as a property of the form's island.
   */
  accepted: boolean;
}

/** The hidden fields of the page's first form but the header's search (the submission id, the page to return to); none without one. */
function hiddenFields(page: string): [string, string][] {
  const form = page.match(/<form(?![^>]*role="search")[^>]*>[\s\S]*?<\/form>/)?.[0] ?? '';
  return [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].flatMap(([input]) => {
    const name = input.match(/name="([^"]*)"/)?.[1];
    return name ? [[decodeAttribute(name), decodeAttribute(input.match(/value="([^"]*)"/)?.[1] ?? '')] as [string, string]] : [];
  });
}

/**
 * Sends the contact form on `page` (HTML) the way a browser without JavaScript does: the form's
 * hidden fields and the visitor's input, posted as multipart/form-data. Sending the form of a
 * re-rendered page again is the visitor's retry.
 */
async function sendContactForm(page: string, message: string, client: string): Promise<Sent> {
  const hidden = hiddenFields(page);
  if (hidden.length === 0) throw new Error('The page has no form to send');
  const data = new FormData();
  for (const [name, value] of hidden) data.append(name, value);
  for (const [name, value] of Object.entries({ name: 'Ada Outage', email: 'ada@example.com', topic: 'Classes', message })) {
    data.append(name, value);
  }
  // Its own client address, so the forms' rate limit of the other tests is not touched.
  const headers = { 'x-forwarded-for': client };
  // The form has a file field, so it posts to its own route, which sends the browser back to the page with a cookie.
  const action = page.match(/<form(?![^>]*role="search")[^>]*\saction="(\/[^"]*)"/)?.[1] ?? '/contact';
  let response = await fetch(`${siteUrl}${decodeAttribute(action)}`, { method: 'POST', body: data, headers, redirect: 'manual' });
  if (response.status === 303) {
    const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
    response = await fetch(new URL(response.headers.get('location')!, siteUrl), { headers: { ...headers, cookie } });
  }
  const body = await response.text();
  // After a success the page shows the success message instead of the form.
  const shownId = hiddenFields(body).find(([name]) => name === SUBMISSION_ID_NAME)?.[1];
  return { status: response.status, body, submissionId: shownId ?? String(data.get(SUBMISSION_ID_NAME)), accepted: shownId === undefined };
}

/**
 * An administrator's REST call to Directus. Just after its restart on a busy machine Directus may
 * shed load ("Under pressure", 503), so that answer is retried for up to 10 s.
 */
async function admin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const send = () =>
    fetch(`${directusUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${process.env.TESSERA_TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  let response = await send();
  for (let attempt = 0; response.status === 503 && attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    response = await send();
  }
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? (undefined as T) : ((await response.json()) as { data: T }).data;
}

async function storedSubmissions(id: string): Promise<{ data: { message: string } }[]> {
  return admin('GET', `/items/form_submissions?filter[id][_eq]=${id}&fields=data`);
}

describe('the site with Directus failing under load', () => {
  beforeAll(async () => {
    // Each page once, then all until they cost Directus nothing: entries made stale by earlier changes (tests
    // publish and delete content) are refreshed in the background by the first views.
    for (const path of CACHED_PAGES) expect((await until200(path)).status, path).toBe(200);
    await untilSettled(CACHED_PAGES);
  });

  it('serves a cached page view without a single Directus request', async () => {
    const before = await directusRequestsSoFar();
    const views = 60;
    for (let i = 0; i < views; i++) expect((await timedGet(CACHED_PAGES[i % CACHED_PAGES.length]!)).status).toBe(200);
    const requests = (await directusRequestsSoFar()) - before;
    console.log(`Directus requests per cached page view: ${requests / views} (${requests} for ${views} views)`);
    expect(requests).toBe(0);
  });

  it('keeps cached pages up, fails uncached pages and forms promptly and visibly, and recovers', async () => {
    // Uncached pages: two posts published now (nobody has read them), and two that do not exist.
    const run = randomUUID().slice(0, 8);
    const posts = await Promise.all(
      ['one', 'two'].map((name) =>
        admin<{ id: number; slug: string; title: string }>('POST', '/items/posts', {
          status: 'published',
          language: 'en',
          slug: `outage-${run}-${name}`,
          title: `Outage ${run} ${name}`,
          published_at: new Date().toISOString(),
        }),
      ),
    );
    const uncachedPages = [...posts.map((post) => `/posts/${post.slug}`), `/posts/outage-${run}-missing`, `/outage-${run}-missing`];
    try {
      await outageUnderLoad(uncachedPages);
      // Back without restarting the site: the new posts render, the missing ones are not found.
      expect((await until200(uncachedPages[0]!)).body).toContain(posts[0]!.title);
      expect((await timedGet(uncachedPages[1]!)).body).toContain(posts[1]!.title);
      for (const path of uncachedPages.slice(2)) expect((await timedGet(path)).status, path).toBe(404);
    } finally {
      for (const post of posts) await admin('DELETE', `/items/posts/${post.id}`);
      // The browser tests that follow read the journal: wait until the deletions have reached its listing.
      await untilGone(
        '/posts',
        posts.map((post) => post.title),
      );
    }
  });

  it('refreshes each read once after a revalidation, however many visitors find it stale', async () => {
    await until200('/');
    // The test before deletes its posts at its end; Directus's notification of that (coalesced, then sent) and the
    // refresh it causes must not fall into this count, as they can on a loaded machine.
    await untilSettled(['/']);
    const revalidated = await fetch(`${siteUrl}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${process.env.TESSERA_TEST_REVALIDATE_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ collections: ['site_settings', 'navigation', 'pages', 'posts'] }),
    });
    expect(revalidated.status).toBe(200);
    const before = await directusRequestsSoFar();
    const results = await autocannon({ url: `${siteUrl}/`, connections: 30, duration: 3 });
    const requests = (await directusRequestsSoFar()) - before;
    console.log(`After a revalidation: ${results.requests.total} home page views under load cost ${requests} Directus requests`);
    expect(results.non2xx).toBe(0);
    expect(results.requests.total).toBeGreaterThan(30);
    // The home page makes a handful of reads (settings, navigation, the page with its sections, the posts): each is
    // refreshed once, or again when a view finds it stale just before the refreshed entry is stored. CI runs
    // counted 9, 9, 9 and, once on a loaded machine, 25. Without sharing the refresh in flight this was 250 or more.
    expect(requests).toBeLessThanOrEqual(30);
  });
});

/** Waits (at most 30 s) until a page no longer shows any of these texts. */
async function untilGone(path: string, texts: string[]) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const body = decodeAttribute((await timedGet(path)).body);
    if (!texts.some((text) => body.includes(text))) return;
    if (Date.now() > deadline) throw new Error(`${path} still shows ${texts.join(', ')} 30 s after they were deleted`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Waits until views of `paths` have cost Directus nothing for a second: every change notified before has reached
 * the site, and the refreshes it caused are done.
 */
async function untilSettled(paths: string[]) {
  const deadline = Date.now() + 30_000;
  let count = await directusRequestsSoFar();
  let quietSince = Date.now();
  while (Date.now() - quietSince < 1000) {
    if (Date.now() > deadline) throw new Error('The site kept asking Directus for 30 s after the last change');
    for (const path of paths) expect((await timedGet(path)).status, path).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await directusRequestsSoFar();
    if (now !== count) [count, quietSince] = [now, Date.now()];
  }
}

/**
 * Cached pages under load from autocannon while Directus is stopped and started again; meanwhile
 * the uncached pages are loaded and the contact form is sent. Asserts what the visitor sees.
 */
async function outageUnderLoad(uncachedPages: string[]) {
  const load = autocannon({
    url: siteUrl,
    connections: 8,
    duration: 14,
    timeout: 10,
    requests: CACHED_PAGES.map((path) => ({ method: 'GET', path })),
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const marker = `outage ${randomUUID()}`;
  const probes = [];
  const contactPage = await (await fetch(`${siteUrl}/contact`)).text();
  let failed: Sent;
  const cachedViews = [];
  await setDirectus('stop');
  try {
    for (const path of [...uncachedPages, ...uncachedPages.map((path) => `${path}?probe=again`)]) probes.push(await timedGet(path));
    failed = await sendContactForm(contactPage, marker, '198.51.100.7');
    // The cached HTML, also of pages a change made stale meanwhile: their refresh fails, the old page stays.
    const revalidated = await fetch(`${siteUrl}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${process.env.TESSERA_TEST_REVALIDATE_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ collections: ['pages', 'posts'] }),
    });
    expect(revalidated.status).toBe(200);
    for (const round of [1, 2]) {
      for (const path of CACHED_PAGES) cachedViews.push({ path, round, ...(await timedGet(path)) });
      await new Promise((resolve) => setTimeout(resolve, 600));
    }
  } finally {
    await setDirectus('start');
  }

  // Cached pages during the outage: 200, from the page cache, with their content.
  for (const view of cachedViews) {
    expect(view.status, `${view.path} (${view.round})`).toBe(200);
    expect(view.pageCache, `${view.path} (${view.round})`).toMatch(/^(HIT|STALE)$/);
    expect(view.body).not.toContain(UNAVAILABLE_HEADING);
  }
  expect(cachedViews.filter((view) => view.pageCache === 'STALE').length).toBeGreaterThan(0);

  // Uncached pages: a friendly 503, at once, never a hung request or a stack trace.
  for (const probe of probes) {
    expect(probe.status).toBe(503);
    expect(probe.retryAfter).toBe('30');
    expect(probe.body).toContain(UNAVAILABLE_HEADING);
    expect(probe.body).not.toMatch(/ContentError|at async|node_modules/);
  }
  const slowest = Math.max(...probes.map((probe) => probe.ms));
  console.log(`Uncached pages during the outage: ${probes.length} × 503, slowest ${slowest.toFixed(0)} ms`);
  expect(slowest).toBeLessThan(PROMPT_MS);

  // A form sent meanwhile: the visitor's error message, with what they typed.
  expect(failed.status).toBe(200);
  expect(failed.accepted).toBe(false);
  expect(failed.body).toContain(inEnglish(SUBMIT_MESSAGES.failed));
  expect(failed.body).toContain(marker);

  const results = await load;
  console.log(
    `Cached pages under load through the outage: ${results.requests.total} requests, ` +
      `${results['2xx']} × 2xx, ${results.non2xx} other, ${results.errors} errors, ${results.timeouts} time-outs, ` +
      `p50 ${results.latency.p50} ms, p99 ${results.latency.p99} ms`,
  );
  expect(results.requests.total).toBeGreaterThan(0);
  expect(results.non2xx).toBe(0);
  expect(results.errors).toBe(0);
  expect(results.timeouts).toBe(0);

  // The failed submission was never stored; the visitor sends the form they got back again, as its message asks,
  // until it is taken (just after its restart on a busy machine Directus may still shed load, and the visitor is told
  // so again), and it is stored once, under the same submission id.
  expect(await storedSubmissions(failed.submissionId)).toHaveLength(0);
  let retried = failed;
  for (let attempt = 1; attempt <= 5 && !retried.accepted; attempt++) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 2000));
    retried = await sendContactForm(retried.body, marker, '198.51.100.7');
    expect(retried.submissionId).toBe(failed.submissionId);
  }
  expect(retried.accepted, retried.body.match(/role="alert"[^>]*>[\s\S]{0,300}/)?.[0]).toBe(true);
  expect(await storedSubmissions(failed.submissionId)).toEqual([{ data: expect.objectContaining({ message: marker }) }]);
}
