import { describe, expect, it } from 'vitest';
import { parseCsp } from './testing';
import { createNonce, originOf, pagePolicy, RESOURCE_POLICY, workerPolicy } from './csp';

/** A policy as a map of directive → sources. */

describe('pagePolicy', () => {
  const nonce = 'bm9uY2Vub25jZW5vbmNlMQ==';

  it('admits scripts by nonce and strict-dynamic, styles by nonce or from the site, and locks down the rest', () => {
    const policy = parseCsp(pagePolicy({ nonce, sources: [], https: false }));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('adds what features contribute, each source once', () => {
    const policy = parseCsp(
      pagePolicy({
        nonce,
        sources: [
          { 'frame-src': ['https://player.vimeo.com'], 'connect-src': ['https://api.stripe.com'] },
          { 'frame-src': ['https://player.vimeo.com', 'https://js.stripe.com'], 'worker-src': ["'self'", 'blob:'] },
        ],
        https: false,
      }),
    );
    expect(policy.get('frame-src')).toEqual(['https://player.vimeo.com', 'https://js.stripe.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('upgrades insecure requests when served over https', () => {
    expect(parseCsp(pagePolicy({ nonce, sources: [], https: true })).has('upgrade-insecure-requests')).toBe(true);
  });

  it("allows eval and inline styles for next dev only, where Next's own dev tooling needs them", () => {
    const policy = parseCsp(pagePolicy({ nonce, sources: [], https: false, dev: true }));
    expect(policy.get('script-src')).toContain("'unsafe-eval'");
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('createNonce', () => {
  it('is fresh, 128 bits of base64, every time', () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('resource and worker policies', () => {
  it('lets a non-page response load and run nothing, and nobody frame it', () => {
    expect(parseCsp(RESOURCE_POLICY).get('default-src')).toEqual(["'none'"]);
    expect(parseCsp(RESOURCE_POLICY).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("lets a worker fetch from the site and the sources' hosts only", () => {
    const policy = parseCsp(
      workerPolicy([{ 'connect-src': ['https://tiles.example.com'], 'img-src': ['https://img.example.com', 'blob:'] }]),
    );
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://tiles.example.com', 'https://img.example.com', 'blob:']);
  });
});

describe('originOf', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.com/{z}/{x}/{y}.png', 'https://*.tile.example.com'],
    ['https://maps.example.com:8443/style.json?key=abc', 'https://maps.example.com:8443'],
    ['http://127.0.0.1:9000/tiles/{z}/{x}/{y}.pbf', 'http://127.0.0.1:9000'],
    ['  https://maps.example.com/style.json  ', 'https://maps.example.com'],
  ])('%s → %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });

  it.each([
    [''],
    [null],
    [undefined],
    ['/relative/style.json'],
    ['javascript:alert(1)'],
    ['data:text/plain,x'],
    ['https://{a}{b}.x/'],
    ['not a url'],
  ])('refuses %s', (url) => {
    expect(originOf(url)).toBeNull();
  });
});
