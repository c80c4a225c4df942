import { expect, test } from '@playwright/test';
import { stack } from './stack';

// Per-client limits (search, forms, sign-in) count the client's address, which a client must not be able to choose
// by sending X-Forwarded-For (finding 6 of issue 27). The test stack's second site runs as a new installation does,
// with no proxy trusted; the main site is configured with TRUST_PROXY=1, and the tests play that proxy.

/** A documentation IPv6 address (2001:db8::/32), new on every call. */
const someone = () => `2001:db8::${[0, 0].map(() => Math.floor(Math.random() * 0xffff).toString(16)).join(':')}`;

/** A made-up address, new on every call, as a client forging X-Forwarded-For sends. */
const forged = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const decodeAttribute = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** The hidden fields of the page's first form but the header's search: the server action's, a form's submission id and return path. */
function hiddenFields(page: string): [string, string][] {
  const form = page.match(/<form(?![^>]*role="search")[^>]*>[\s\S]*?<\/form>/)?.[0] ?? '';
  return [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].flatMap(([input]) => {
    const name = input.match(/name="([^"]*)"/)?.[1];
    return name ? [[decodeAttribute(name), decodeAttribute(input.match(/value="([^"]*)"/)?.[1] ?? '')] as [string, string]] : [];
  });
}

/** Sends the form on `path` as a browser without JavaScript does, claiming `forwardedFor`; resolves with the page it answers. */
async function sendForm(siteUrl: string, path: string, fields: Record<string, string>, forwardedFor: string): Promise<string> {
  const page = await (await fetch(`${siteUrl}${path}`)).text();
  const data = new FormData();
  for (const [name, value] of hiddenFields(page)) data.append(name, value);
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  // A browser's Origin: the members' actions refuse posts without one.
  const headers = { 'x-forwarded-for': forwardedFor, origin: new URL(siteUrl).origin };
  // A form with a file field posts to its own route, which sends the browser back to the page with a cookie.
  const action = page.match(/<form(?![^>]*role="search")[^>]*\saction="(\/[^"]*)"/)?.[1];
  const response = await fetch(`${siteUrl}${action ? decodeAttribute(action) : path}`, {
    method: 'POST',
    body: data,
    headers,
    redirect: 'manual',
  });
  if (response.status !== 303) return response.text();
  const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
  return (await fetch(new URL(response.headers.get('location')!, siteUrl), { headers: { ...headers, cookie } })).text();
}

const search = (siteUrl: string, forwardedFor: string) =>
  fetch(`${siteUrl}/search?q=mosaic`, { headers: { 'x-forwarded-for': forwardedFor } }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });

test.describe('without a trusted proxy (the default)', () => {
  test('a client that forges a new X-Forwarded-For for every search is still limited', async () => {
    const statuses: number[] = [];
    // The limit is 30 a minute; earlier runs within the minute may have used some of it already.
    for (let attempt = 0; attempt < 32; attempt++) statuses.push(await search(stack.googleMapsSiteUrl, forged()));
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, statuses.indexOf(429))).toEqual(statuses.slice(0, statuses.indexOf(429)).map(() => 200));
  });

  test('a client that forges X-Forwarded-For is still limited when it sends forms', async () => {
    const send = () =>
      sendForm(
        stack.googleMapsSiteUrl,
        '/contact',
        { name: 'Forger', email: 'forger@example.com', topic: 'Classes', message: 'Hello from many addresses.' },
        forged(),
      );
    // Five a client in ten minutes.
    for (let attempt = 0; attempt < 5; attempt++) await send();
    expect(await send()).toContain('Too many messages have been sent from your network in a short time.');
  });

  test('a client that forges X-Forwarded-For is still limited when it tries passwords', async () => {
    const attempt = (n: number) =>
      sendForm(
        stack.googleMapsSiteUrl,
        '/account/sign-in',
        { email: `guess-${n}-${Date.now()}@example.com`, password: 'not-it' },
        forged(),
      );
    // Twenty failed sign-ins a client in fifteen minutes, each to another account (five an account).
    for (let n = 0; n < 20; n++) await attempt(n);
    expect(await attempt(20)).toContain('Too many attempts.');
  });
});

test.describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  test('the address the proxy appended counts, not what the client put before it, and other clients keep theirs', async () => {
    const client = someone();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) statuses.push(await search(stack.siteUrl, `${forged()}, ${client}`));
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
    expect(await search(stack.siteUrl, `${forged()}, ${someone()}`)).toBe(200);
  });
});
