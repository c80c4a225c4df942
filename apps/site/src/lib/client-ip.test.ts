import { describe, expect, it } from 'vitest';
import { clientIp, isPublicIp, normalizeIp } from './client-ip';

const from = (forwardedFor?: string) => new Headers(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor });

describe('clientIp', () => {
  it('without TRUST_PROXY: the single address Next.js records for the connection, nothing else', () => {
    expect(clientIp(from('203.0.113.5'), undefined)).toBe('203.0.113.5');
    expect(clientIp(from('203.0.113.5'), 'false')).toBe('203.0.113.5');
    expect(clientIp(from('198.51.100.1, 203.0.113.5'), undefined)).toBeNull();
    expect(clientIp(from(), undefined)).toBeNull();
    expect(clientIp(from('not an address'), undefined)).toBeNull();
  });

  it('with TRUST_PROXY=true: the address the proxy appended (right-most), not what the client claimed', () => {
    expect(clientIp(from('1.1.1.1, 203.0.113.5'), 'true')).toBe('203.0.113.5');
    expect(clientIp(from('203.0.113.5'), 'TRUE')).toBe('203.0.113.5');
    expect(clientIp(from(), 'true')).toBeNull();
  });

  it('with TRUST_PROXY=2: two proxies, so the second address from the right', () => {
    expect(clientIp(from('1.1.1.1, 203.0.113.5, 10.0.0.2'), '2')).toBe('203.0.113.5');
    expect(clientIp(from('10.0.0.2'), '2')).toBeNull();
  });

  it('reads the address forms proxies write', () => {
    expect(normalizeIp('203.0.113.5:4711')).toBe('203.0.113.5');
    expect(normalizeIp('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeIp('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8::1');
    expect(normalizeIp('unknown')).toBeNull();
    expect(normalizeIp('203.0.113.5/../../admin')).toBeNull();
  });
});

describe('isPublicIp', () => {
  it.each(['81.2.69.160', '8.8.8.8', '2a00:1450:4001::1'])('%s is public', (ip) => expect(isPublicIp(ip)).toBe(true));
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.0.1',
    '169.254.1.1',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    'x',
  ])('%s is not', (ip) => expect(isPublicIp(ip)).toBe(false));
});
