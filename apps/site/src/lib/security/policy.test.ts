import { describe, expect, it } from 'vitest';
import type { CspSources } from './csp';
import { responsePolicy, routeKind, servedOverHttps, studioOrigins, type FeatureSources, type RouteKind } from './policy';
import { cspDirective } from './testing';

describe('routeKind', () => {
  it.each([
    ['/', 'cms-page'],
    ['/shop', 'cms-page'],
    ['/about/team', 'cms-page'],
    ['/posts', 'post'],
    ['/posts/two-films', 'post'],
    ['/products/starter-kit', 'product'],
    ['/account/sign-in', 'site-page'],
    ['/checkout/receipt', 'site-page'],
    ['/api/health', 'resource'],
    ['/assets/3f1c', 'resource'],
    ['/_next/static/chunks/app.js', 'resource'],
    ['/favicon.ico', 'resource'],
    ['/api/maps/maplibre-worker', 'map-worker'],
  ])('%s is a %s', (path, kind) => {
    expect(routeKind(path)).toBe(kind);
  });
});

/** Stand-ins for the features' sources (the site's own composition is src/feature-csp.ts). */
const standInSources: Partial<Record<RouteKind, CspSources[]>> = {
  post: [{ 'frame-src': ['https://player.example.com'] }],
  'map-worker': [{ 'connect-src': ['https://tiles.example.com'] }],
};
const featureSources: FeatureSources = (kind) => standInSources[kind] ?? [];

describe('responsePolicy', () => {
  it('gives pages a fresh nonce in a strict policy, and the headers every response has', () => {
    const first = responsePolicy('/posts/a-post', { SITE_URL: 'http://localhost:3000' }, { featureSources });
    const second = responsePolicy('/posts/a-post', { SITE_URL: 'http://localhost:3000' }, { featureSources });
    expect(first.nonce).not.toBe(second.nonce);
    expect(cspDirective(first.contentSecurityPolicy, 'script-src')).toContain(`'nonce-${first.nonce}'`);
    expect(cspDirective(first.contentSecurityPolicy, 'frame-src')).toEqual(['https://player.example.com']);
    expect(cspDirective(responsePolicy('/posts/a-post', {}).contentSecurityPolicy, 'frame-src')).toEqual(["'none'"]);
    expect(first.headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(first.headers['Permissions-Policy']).toContain('geolocation=(self)');
    expect(first.headers['Permissions-Policy']).toContain('camera=()');
    expect(first.headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('lets the Data Studio frame pages in preview only, and never files', () => {
    const env = {
      SITE_URL: 'http://localhost:3000',
      DIRECTUS_URL: 'http://directus:8055',
      DIRECTUS_STUDIO_URL: 'https://cms.example.com/admin',
    };
    const visitor = responsePolicy('/about', env);
    expect(cspDirective(visitor.contentSecurityPolicy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(visitor.headers['X-Frame-Options']).toBe('DENY');
    const editor = responsePolicy('/about', env, { preview: true });
    expect(cspDirective(editor.contentSecurityPolicy, 'frame-ancestors')).toEqual(["'self'", 'https://cms.example.com']);
    expect(editor.headers['X-Frame-Options']).toBeUndefined();
    expect(cspDirective(responsePolicy('/assets/x.svg', env, { preview: true }).contentSecurityPolicy, 'frame-ancestors')).toEqual([
      "'none'",
    ]);
    const withoutStudioUrl = responsePolicy('/posts/a-post', { DIRECTUS_URL: 'http://127.0.0.1:8055' }, { preview: true });
    // A Studio on this machine is signed in to at either of its names (npm start prints 127.0.0.1).
    expect(cspDirective(withoutStudioUrl.contentSecurityPolicy, 'frame-ancestors')).toEqual([
      "'self'",
      'http://127.0.0.1:8055',
      'http://localhost:8055',
    ]);
    expect(studioOrigins({ DIRECTUS_STUDIO_URL: 'http://localhost:8055/admin' })).toEqual([
      'http://127.0.0.1:8055',
      'http://localhost:8055',
    ]);
    expect(studioOrigins({ DIRECTUS_STUDIO_URL: 'https://localhost.example.com' })).toEqual(['https://localhost.example.com']);
    expect(studioOrigins({ DIRECTUS_URL: 'ftp://127.0.0.1' })).toEqual([]);
    expect(studioOrigins({})).toEqual([]);
  });

  it("allows the Visual Editor's inline styles on pages rendered for it, and nowhere else", () => {
    const env = { DIRECTUS_URL: 'http://127.0.0.1:8055' };
    const editing = responsePolicy('/', env, { preview: true, editing: true });
    expect(cspDirective(editing.contentSecurityPolicy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(cspDirective(editing.contentSecurityPolicy, 'script-src')).toContain(`'nonce-${editing.nonce}'`);
    for (const policy of [responsePolicy('/', env, { preview: true }), responsePolicy('/', env, { editing: true })]) {
      expect(cspDirective(policy.contentSecurityPolicy, 'style-src')).toEqual(["'self'", `'nonce-${policy.nonce}'`]);
    }
  });

  it('adds HSTS for a year with subdomains, and upgrades requests, when the site is served over https', () => {
    const policy = responsePolicy('/', { SITE_URL: 'https://tessera.example.com' });
    const maxAge = Number(/max-age=(\d+)/.exec(policy.headers['Strict-Transport-Security'] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(policy.headers['Strict-Transport-Security']).toContain('includeSubDomains');
    expect(cspDirective(policy.contentSecurityPolicy, 'upgrade-insecure-requests')).toEqual([]);
  });

  it('gives route handlers and files a policy that allows nothing, and no nonce', () => {
    const policy = responsePolicy('/assets/abc', {});
    expect(policy.nonce).toBeNull();
    expect(cspDirective(policy.contentSecurityPolicy, 'default-src')).toEqual(["'none'"]);
  });

  it("gives the map's worker a policy of its own, with the hosts it fetches from", () => {
    const policy = responsePolicy('/api/maps/maplibre-worker', {}, { featureSources });
    expect(policy.nonce).toBeNull();
    expect(cspDirective(policy.contentSecurityPolicy, 'connect-src')).toEqual(["'self'", 'https://tiles.example.com']);
  });

  it('knows production by an https SITE_URL', () => {
    expect(servedOverHttps({ SITE_URL: 'https://x.example' })).toBe(true);
    expect(servedOverHttps({ SITE_URL: 'http://x.example' })).toBe(false);
    expect(servedOverHttps({})).toBe(false);
  });
});
