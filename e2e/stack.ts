import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, type Page } from '@playwright/test';
import { randomId } from '../apps/site/src/lib/random-id';

// The browser tests' second worker runs against a test stack of its own (scripts/lib/browser-tests.mjs): it takes
// that stack's variables in place of the first's, before any test reads them.
const secondStack = process.env.TESSERA_TEST_SECOND_STACK;
if (secondStack && process.env.TEST_PARALLEL_INDEX === '1') Object.assign(process.env, JSON.parse(secondStack) as Record<string, string>);

/**
 * The option of a test bound by time: the map must load within 5 s, the smooth scroller's steps are timed, a scheduled
 * post must show everywhere within 10 s of its time; or one that opens the Data Studio from a notification e-mail's
 * link (its screens, and the sign-in page's WebGL animation, took over 60 s beside a second browser in CI, and a few
 * seconds alone). A second browser beside it on two cores delays those, so the suite runs it in its second step,
 * alone (playwright.config.ts).
 */
export const RUNS_ALONE = { tag: '@alone' };

/** The running test stack, as `npm test` or the global set-up describe it. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set; run the tests with npm test`);
  return value;
}

export const stack = {
  get siteUrl() {
    return required('TESSERA_TEST_SITE_URL');
  },
  get directusUrl() {
    return required('TESSERA_TEST_DIRECTUS_URL');
  },
  get adminToken() {
    return required('TESSERA_TEST_ADMIN_TOKEN');
  },
  /** The administrator's sign-in to the Data Studio. */
  get admin() {
    return { email: required('TESSERA_TEST_ADMIN_EMAIL'), password: required('TESSERA_TEST_ADMIN_PASSWORD') };
  },
  /** A second server of the same build configured for Google Maps (scripts/lib/test-stack.mjs). */
  get googleMapsSiteUrl() {
    return required('TESSERA_TEST_GOOGLE_MAPS_SITE_URL');
  },
  /** The stand-in image host whose images editors paste by URL (scripts/lib/image-host-stub.mjs). */
  get imageHostUrl() {
    return required('TESSERA_TEST_IMAGE_HOST_URL');
  },
  /** The test stack's mail catcher (scripts/lib/mail-catcher.mjs). */
  get mailUrl() {
    return required('TESSERA_TEST_MAIL_URL');
  },
};

/** The environment of another site server of the test build, at `siteUrl`, on the test stack's Directus. */
export function siteEnvAt(siteUrl: string): Record<string, string> {
  return {
    DIRECTUS_URL: stack.directusUrl,
    DIRECTUS_TOKEN: required('TESSERA_TEST_SITE_TOKEN'),
    REVALIDATE_SECRET: required('TESSERA_TEST_REVALIDATE_SECRET'),
    PREVIEW_SECRET: required('TESSERA_TEST_PREVIEW_SECRET'),
    SITE_URL: siteUrl,
    ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
  };
}

export interface CapturedMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The header lines as sent. */
  headers: string[];
}

/** Waits for the newest e-mail to `to` that Directus sent to the mail catcher (and that contains `text`, if given). */
export async function waitForMail(to: string, { timeoutMs = 20_000, text = '' } = {}): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = (await (await fetch(`${stack.mailUrl}/api/messages`)).json()) as CapturedMail[];
    const found = messages.find(
      (message) => (message.to.includes(to.toLowerCase()) || message.to.includes(to)) && message.text.includes(text),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
}

/** The first link in an e-mail that starts with `prefix`. */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  const link = links.find((href) => href.startsWith(prefix)) ?? mail.text.match(/https?:\/\/\S+/g)?.find((href) => href.startsWith(prefix));
  if (!link) throw new Error(`No link to ${prefix} in the e-mail "${mail.subject}"`);
  return link;
}

/** An administrator's REST call to the test Directus, for arranging content in tests. */
export async function directus<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.directusUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? (undefined as T) : ((await response.json()) as { data: T }).data;
}

/**
 * Signs the administrator in to the Data Studio with the session cookie its sign-in form gets, without the form: for
 * tests of what comes after sign-in (studio.spec.ts tests the form), which on a busy machine otherwise spend most of
 * their time on the Studio's login page. `studio` is the origin the Studio is opened at (the cookie is that host's).
 */
export async function signInToStudio(page: Page, studio = stack.directusUrl): Promise<void> {
  const response = await page.request.post(`${studio}/auth/login`, { data: { ...stack.admin, mode: 'session' } });
  if (!response.ok()) throw new Error(`Could not sign in to the Data Studio: ${response.status()} ${await response.text()}`);
}

/** Stops or restarts the test Directus (the site keeps running), for outage tests. */
export async function setDirectus(state: 'stopped' | 'running'): Promise<void> {
  const control = process.env.TESSERA_TEST_CONTROL_URL;
  if (!control) throw new Error('TESSERA_TEST_CONTROL_URL is not set; run the tests with npm test');
  const response = await fetch(`${control}/cms/${state === 'stopped' ? 'stop' : 'start'}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Could not set Directus ${state}: ${await response.text()}`);
}

/** An e-mail address no other test uses. */
// Lower case, as the site normalises e-mail addresses (normalizeEmail), so each matches as typed.
export const uniqueEmail = (name: string) => `${name}-${randomId().toLowerCase()}@example.com`;

export async function memberRoleId(): Promise<string> {
  const [role] = await directus<{ id: string }[]>('GET', '/roles?filter[name][_eq]=Member&fields=id&limit=1');
  return role!.id;
}

/** An active member of the site, made by the administrator; returns the user's id. */
export async function createMember(email: string, password: string): Promise<string> {
  const user = await directus<{ id: string }>('POST', '/users', { email, password, role: await memberRoleId(), status: 'active' });
  return user.id;
}

/** Views `url` until the page cache answers it from a fresh entry (other tests' changes leave pages stale). */
export async function freshFromCache(url: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.headers.get('x-tessera-page-cache') === 'HIT' || attempt === 40) return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Varnish with the deploy guide's VCL in front of the test site, purged by it on every change (e2e/varnish.spec.ts). */
export const varnishUrl = (): string => required('TESSERA_TEST_VARNISH_URL');

/** `path` through Varnish; its X-Cache says how Varnish answered (HIT, MISS or PASS). */
export async function throughVarnish(path: string, init: RequestInit = {}) {
  const response = await fetch(`${varnishUrl()}${path}`, { redirect: 'manual', ...init });
  const body = await response.text();
  return { status: response.status, cache: response.headers.get('x-cache'), headers: response.headers, body };
}

/** Views `path` through Varnish until it answers from its store (the site may first serve a page it is refreshing). */
export async function storedInVarnish(path: string) {
  await expect.poll(async () => (await throughVarnish(path)).cache, { timeout: 15_000, intervals: [250] }).toBe('HIT');
  return throughVarnish(path);
}

/** The site's answer to a path sent exactly as written (fetch would turn \ into / first), without following redirects. */
export function rawAnswer(path: string): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${stack.siteUrl}/`, { path }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null });
    });
    request.on('error', reject);
    request.end();
  });
}

/** A public list of hostile payloads in e2e/fixtures (each file says where it comes from): one a line, `#` comments. */
export function payloadList(file: string): string[] {
  return readFileSync(new URL(`fixtures/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
}
