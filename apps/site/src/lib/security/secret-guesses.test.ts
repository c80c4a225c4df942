import { describe, expect, it } from 'vitest';
import { checkSecret, SECRET_GUESSES } from './secret-guesses';

// Without TRUST_PROXY the site's server writes the connection's address as the one X-Forwarded-For entry.
const from = (address: string) => new Request('http://site.example/api/preview', { headers: { 'x-forwarded-for': address } });
const wrong = () => new Response('Invalid secret', { status: 401 });
const check = (address: string, right: boolean) => checkSecret(from(address), () => right, wrong);

describe('checkSecret', () => {
  it('refuses a client with 429 and Retry-After after SECRET_GUESSES.limit wrong secrets, even the right one then', async () => {
    const guesser = '203.0.113.10';
    for (let guess = 0; guess < SECRET_GUESSES.limit; guess++) expect((await check(guesser, false))?.status).toBe(401);
    const refused = await check(guesser, false);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(SECRET_GUESSES.windowMs / 1000 - 5);
    expect((await check(guesser, true))?.status).toBe(429);
    // Another client with the right secret is let in.
    expect(await check('203.0.113.11', true)).toBeNull();
  });

  it('counts no right secret: a webhook may post as often as content changes', async () => {
    for (let change = 0; change < SECRET_GUESSES.limit * 3; change++) expect(await check('203.0.113.20', true)).toBeNull();
    expect((await check('203.0.113.20', false))?.status).toBe(401);
  });
});
