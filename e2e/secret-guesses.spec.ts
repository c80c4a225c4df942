import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { stack } from './stack';

// Every secret the site checks from a request (the preview secret, the revalidation secret) counts wrong guesses per
// client (lib/security/secret-guesses.ts; finding 7 of issue 37: 385 guesses a second went unanswered).

/** SECRET_GUESSES of lib/security/secret-guesses.ts (a server-only module): wrong secrets a client may send in 15 minutes. */
const SECRET_GUESSES = { limit: 20, windowMs: 15 * 60_000 };

interface Answer {
  status: number;
  retryAfter: string | undefined;
  location: string | undefined;
}

/**
 * One request to a site, from `localAddress` (any of 127.0.0.0/8, a client of its own to a site that trusts no
 * proxy) with `forwardedFor` (the client a trusted proxy names).
 */
function ask(
  siteUrl: string,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
    localAddress,
  }: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string },
): Promise<Answer> {
  const url = new URL(path, siteUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: url.port, path: url.pathname + url.search, method, headers, ...(localAddress ? { localAddress } : {}) },
      (response) => {
        response.resume();
        const header = (name: string) => response.headers[name] as string | undefined;
        resolve({ status: response.statusCode ?? 0, retryAfter: header('retry-after'), location: header('location') });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const previewSecret = () => process.env.TESSERA_TEST_PREVIEW_SECRET!;
const revalidateSecret = () => process.env.TESSERA_TEST_REVALIDATE_SECRET!;
const preview = (siteUrl: string, secret: string, options: Parameters<typeof ask>[2] = {}) =>
  ask(siteUrl, `/api/preview?${new URLSearchParams({ secret, version: 'published' })}`, options);
const revalidate = (siteUrl: string, secret: string, options: Parameters<typeof ask>[2] = {}) =>
  ask(siteUrl, '/api/revalidate', {
    ...options,
    method: 'POST',
    headers: { ...options.headers, authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ collections: [] }),
  });

const byte = () => 1 + Math.floor(Math.random() * 250);
/** A loopback address no other test connects from: a client of its own. */
const loopbackClient = () => `127.${byte()}.${byte()}.${byte()}`;
/** A made-up address, new on every call, as a client forging X-Forwarded-For sends. */
const forged = () => `198.18.${byte()}.${byte()}`;
/** A documentation IPv6 address, new on every call: a client behind the trusted proxy. */
const someone = () => `2001:db8::${byte().toString(16)}:${byte().toString(16)}`;

test.describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  test('wrong secrets are refused with 429 and Retry-After past the limit, the right one included; another client keeps its own', async () => {
    const guesser = { headers: { 'x-forwarded-for': someone() } };
    const statuses: number[] = [];
    // Preview and revalidation secrets count together.
    for (let guess = 0; guess < SECRET_GUESSES.limit; guess++) {
      statuses.push((await (guess % 2 ? revalidate : preview)(stack.siteUrl, `guess-${guess}`, guesser)).status);
    }
    expect(statuses).toEqual(Array(SECRET_GUESSES.limit).fill(401));
    const refused = await preview(stack.siteUrl, 'one more', guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(SECRET_GUESSES.windowMs / 1000);
    // Past the limit even the right secret is refused: a guess that happens to be right is never confirmed.
    expect((await preview(stack.siteUrl, previewSecret(), guesser)).status).toBe(429);
    expect((await revalidate(stack.siteUrl, revalidateSecret(), guesser)).status).toBe(429);

    // Another client with the right secrets is let in.
    const editor = { headers: { 'x-forwarded-for': someone() } };
    const opened = await preview(stack.siteUrl, previewSecret(), editor);
    expect(opened.status).toBe(307);
    expect(opened.location).toBe('/');
    expect((await revalidate(stack.siteUrl, revalidateSecret(), editor)).status).toBe(200);
  });

  test('right secrets count nothing: Directus reports many changes in a row', async () => {
    const directus = { headers: { 'x-forwarded-for': someone() } };
    for (let change = 0; change < SECRET_GUESSES.limit * 2; change++) {
      expect((await revalidate(stack.siteUrl, revalidateSecret(), directus)).status).toBe(200);
    }
  });
});

test.describe('without a trusted proxy (the default)', () => {
  test('a client that forges a new X-Forwarded-For for every guess is still limited; another client is not', async () => {
    const guesser = loopbackClient();
    const statuses: number[] = [];
    for (let guess = 0; guess <= SECRET_GUESSES.limit; guess++) {
      statuses.push(
        (await preview(stack.googleMapsSiteUrl, `guess-${guess}`, { localAddress: guesser, headers: { 'x-forwarded-for': forged() } }))
          .status,
      );
    }
    expect(statuses).toEqual([...Array(SECRET_GUESSES.limit).fill(401), 429]);
    const forging = { localAddress: guesser, headers: { 'x-forwarded-for': forged() } };
    expect((await preview(stack.googleMapsSiteUrl, previewSecret(), forging)).status).toBe(429);

    const editor = loopbackClient();
    expect((await preview(stack.googleMapsSiteUrl, previewSecret(), { localAddress: editor })).status).toBe(307);
  });
});
