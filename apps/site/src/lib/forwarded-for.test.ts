import { describe, expect, it } from 'vitest';
import { forwardedFor, trustedHops } from './forwarded-for';

describe('forwardedFor (finding 6 of issue 27)', () => {
  it("by default replaces whatever the client sent with the connection's address", () => {
    expect(forwardedFor('198.51.100.7', '203.0.113.5', undefined)).toBe('203.0.113.5');
    expect(forwardedFor('198.51.100.7, 10.0.0.1', '203.0.113.5', '')).toBe('203.0.113.5');
    expect(forwardedFor(['198.51.100.7', '198.51.100.8'], '203.0.113.5', 'false')).toBe('203.0.113.5');
    expect(forwardedFor(undefined, '203.0.113.5', undefined)).toBe('203.0.113.5');
  });

  it('keeps the header behind proxies the operator declared (TRUST_PROXY), which append to it', () => {
    expect(forwardedFor('198.51.100.7, 203.0.113.5', '10.0.0.2', 'true')).toBe('198.51.100.7, 203.0.113.5');
    expect(forwardedFor(['198.51.100.7', '203.0.113.5'], '10.0.0.2', '2')).toBe('198.51.100.7, 203.0.113.5');
    expect(forwardedFor(undefined, '10.0.0.2', '1')).toBe('10.0.0.2');
    expect(forwardedFor('  ', '10.0.0.2', '1')).toBe('10.0.0.2');
  });

  it('reads TRUST_PROXY as true (one proxy) or a number of proxies, at most 10', () => {
    expect(trustedHops(undefined)).toBe(0);
    expect(trustedHops('false')).toBe(0);
    expect(trustedHops('yes')).toBe(0);
    expect(trustedHops(' TRUE ')).toBe(1);
    expect(trustedHops('2')).toBe(2);
    expect(trustedHops('99')).toBe(10);
  });
});
