import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '@/lib/rate-limit';
import type { SignUpState } from '../state';
import type { QueuedSignUp } from './outbox';
import { answerSignUp, SIGN_UP_LIMIT, SIGN_UP_WINDOW_MS, type SignUpDependencies } from './sign-up';

const LINKS = {
  confirm: 'https://site.example/newsletter/confirm',
  unsubscribe: 'https://site.example/newsletter/unsubscribe',
  oneClickUnsubscribe: 'https://site.example/api/newsletter/unsubscribe',
};

function setUp(overrides: Partial<SignUpDependencies> = {}) {
  const queued: QueuedSignUp[] = [];
  const kept: { state: SignUpState; path: string }[] = [];
  let delivered = 0;
  const deps: SignUpDependencies = {
    limiter: new MemoryRateLimiter({ limit: SIGN_UP_LIMIT, windowMs: SIGN_UP_WINDOW_MS }),
    language: async () => ({ locale: 'de', links: LINKS }),
    enqueue: async (signUp) => void queued.push(signUp),
    deliver: () => void delivered++,
    keep: async (state, path) => {
      kept.push({ state, path });
      return `tessera_form=k; Path=${path}`;
    },
    headers: () => ({ 'x-content-type-options': 'nosniff' }),
    log: () => {},
    ...overrides,
  };
  return { deps, queued, kept, delivered: () => delivered };
}

function post(
  body: string | Record<string, string>,
  { headers = {}, json = true }: { headers?: Record<string, string>; json?: boolean } = {},
): Request {
  return new Request('http://localhost:3000/api/newsletter', {
    method: 'POST',
    body: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': '203.0.113.7',
      ...(json ? { accept: 'application/json' } : {}),
      ...headers,
    },
  });
}

describe('answerSignUp', () => {
  it('puts a good address into the outbox and answers "sent" at once', async () => {
    const { deps, queued, delivered } = setUp();
    const response = await answerSignUp(post({ email: ' Reader@Example.com ' }), deps);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'sent', email: ' Reader@Example.com ' });
    expect(queued).toEqual([{ email: 'Reader@example.com', language: 'de', links: LINKS, at: expect.any(Number) }]);
    expect(delivered()).toBe(1);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers every address alike: the route never asks Directus before answering', async () => {
    const { deps } = setUp();
    const answers = [];
    for (const email of ['new@example.com', 'confirmed@example.com', 'pending@example.com']) {
      const response = await answerSignUp(post({ email }), deps);
      answers.push({ status: response.status, body: { ...(await response.json()), email: null } });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  it('refuses a malformed address with its problem, keeping what was typed', async () => {
    const { deps, queued } = setUp();
    const typed = 'reader@example.com\r\nBcc: victim@example.com';
    const response = await answerSignUp(post({ email: typed }), deps);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'invalid', problem: 'control', email: typed });
    expect(queued).toHaveLength(0);
  });

  it('refuses posts from other sites’ pages (403), other content types (415) and large bodies (413)', async () => {
    const { deps, queued } = setUp();
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': '' },
      { origin: 'null', 'sec-fetch-site': '' },
    ];
    for (const headers of crossSite) {
      const request = post({ email: 'reader@example.com' }, { headers });
      if (headers['sec-fetch-site'] === '') request.headers.delete('sec-fetch-site');
      expect((await answerSignUp(request, deps)).status, JSON.stringify(headers)).toBe(403);
    }
    for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencodedx', '']) {
      const response = await answerSignUp(post('email=reader%40example.com', { headers: { 'content-type': type } }), deps);
      expect(response.status, type).toBe(415);
    }
    const large = await answerSignUp(post({ email: 'reader@example.com', padding: 'x'.repeat(5000) }), deps);
    expect(large.status).toBe(413);
    expect(queued).toHaveLength(0);
  });

  // That a client cannot choose its address (X-Forwarded-For) is the server's part: e2e/newsletter.spec.ts.
  it('limits sign-ups per client address, and tells how long to wait', async () => {
    const { deps } = setUp();
    for (let i = 0; i < SIGN_UP_LIMIT; i++) {
      expect((await answerSignUp(post({ email: `r${i}@example.com` }), deps)).status).toBe(202);
    }
    const blocked = await answerSignUp(post({ email: 'r@example.com' }), deps);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ status: 'blocked', minutes: 10, email: 'r@example.com' });
    const other = await answerSignUp(post({ email: 'r@example.com' }, { headers: { 'x-forwarded-for': '198.51.100.9' } }), deps);
    expect(other.status).toBe(202);
  });

  it('without JavaScript, sends the browser back to its page with the outcome kept for it', async () => {
    const { deps, kept } = setUp();
    const response = await answerSignUp(post({ email: 'not an address', return_to: '/de/news#newsletter' }, { json: false }), deps);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de/news#newsletter');
    expect(response.headers.get('set-cookie')).toBe('tessera_form=k; Path=/de/news');
    expect(kept).toEqual([{ state: { status: 'invalid', problem: 'invalid', email: 'not an address' }, path: '/de/news' }]);
    const away = await answerSignUp(post({ email: 'r@example.com', return_to: '//evil.example/x' }, { json: false }), deps);
    expect(away.headers.get('location')).toBe('/');
  });

  it('tells the visitor, keeping the address, when the outbox cannot take the sign-up', async () => {
    const { deps } = setUp({
      enqueue: async () => {
        throw new Error('Redis is down');
      },
    });
    const response = await answerSignUp(post({ email: 'reader@example.com' }), deps);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'failed', email: 'reader@example.com' });
  });
});
