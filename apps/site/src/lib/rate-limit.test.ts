import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRateLimiter, rateLimitKey } from './rate-limit';

describe('rateLimitKey', () => {
  afterEach(() => vi.unstubAllEnvs());
  const from = (forwardedFor: string) => new Headers({ 'x-forwarded-for': forwardedFor });

  it('gives requests whose address cannot be trusted one key, whatever they claim (finding 6 of issue 27)', () => {
    expect(rateLimitKey(from('198.51.100.1, 203.0.113.5'))).toBe('unknown');
    expect(rateLimitKey(from('198.51.100.2, 203.0.113.5'))).toBe('unknown');
    expect(rateLimitKey(new Headers())).toBe('unknown');
  });

  it("counts the address the trusted proxy appended, not the client's claims", () => {
    vi.stubEnv('TRUST_PROXY', '1');
    expect(rateLimitKey(from('198.51.100.1, 203.0.113.5'))).toBe('203.0.113.5');
    expect(rateLimitKey(from('198.51.100.2, 203.0.113.5'))).toBe('203.0.113.5');
  });
});

describe('MemoryRateLimiter', () => {
  it('allows `limit` attempts per window per client, then says when to come back', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter({ limit: 5, windowMs: 600_000, now: () => now });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await limiter.consume('203.0.113.7')).toEqual({ allowed: true, remaining: 5 - attempt, retryAfterMs: 0 });
      now += 60_000;
    }
    expect(await limiter.consume('203.0.113.7')).toEqual({ allowed: false, remaining: 0, retryAfterMs: 300_000 });
    // Another client is not affected.
    expect((await limiter.consume('198.51.100.1')).allowed).toBe(true);
    // The window slides: once the first attempt is 10 minutes old, one more is allowed.
    now = 1_000_000 + 600_000;
    expect(await limiter.consume('203.0.113.7')).toMatchObject({ allowed: true, remaining: 0 });
    expect((await limiter.consume('203.0.113.7')).allowed).toBe(false);
  });

  it('a refunded attempt does not count', async () => {
    const limiter = new MemoryRateLimiter({ limit: 2, windowMs: 1000, now: () => 0 });
    await limiter.consume('a');
    await limiter.consume('a');
    await limiter.refund('a');
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect((await limiter.consume('a')).allowed).toBe(false);
    await limiter.refund('nobody');
  });

  it('refused attempts do not extend the wait', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter({ limit: 1, windowMs: 1000, now: () => now });
    await limiter.consume('a');
    now = 900;
    expect(await limiter.consume('a')).toMatchObject({ allowed: false, retryAfterMs: 100 });
    now = 1000;
    expect((await limiter.consume('a')).allowed).toBe(true);
  });

  it('remembers a bounded number of clients, forgetting the least recently seen', async () => {
    const limiter = new MemoryRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 2, now: () => 0 });
    await limiter.consume('a');
    await limiter.consume('b');
    await limiter.consume('c');
    // "a" was forgotten, "b" and "c" were not.
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect((await limiter.consume('c')).allowed).toBe(false);
  });
});
