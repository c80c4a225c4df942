import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { PREVIEW_HEADER } from '@/lib/preview/mode';
import { issuePreviewPass, PREVIEW_PASS_SECONDS } from '@/lib/preview/pass';
import { PREVIEW_COOKIE } from '@/lib/server-seam';
import { EDITING_HEADER } from '@/lib/visual-editing/framed';
import { APP_ROUTES, proxy } from './proxy';

// The languages as Directus would answer them: English (the default), German and Arabic.
vi.mock('@/lib/i18n/languages', async (original) => ({
  ...(await original<typeof import('@/lib/i18n/languages')>()),
  siteLanguages: async () => ({
    defaultLocale: 'en',
    languages: [
      { code: 'en', name: 'English', direction: 'ltr', sort: 1 },
      { code: 'de', name: 'Deutsch', direction: 'ltr', sort: 2 },
      { code: 'ar', name: 'العربية', direction: 'rtl', sort: 3 },
    ],
  }),
}));

describe('proxy', () => {
  it("knows every top-level route of the app, so a member's request for one is never taken for a CMS page", () => {
    const folders = readdirSync(fileURLToPath(new URL('./app', import.meta.url)), { withFileTypes: true })
      // File routes (llms.txt) are named as no CMS page can be.
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('[') && !entry.name.startsWith('(') && !entry.name.includes('.'))
      .map((entry) => entry.name);
    expect([...APP_ROUTES].sort()).toEqual(folders.sort());
  });
});

describe('proxy languages', () => {
  const rewrite = (response: Response) => response.headers.get('x-middleware-rewrite');
  const locale = (response: Response) => response.headers.get('x-middleware-request-x-tessera-locale');

  it('serves /de/… and /ar/… as the default-language route, in German or Arabic', async () => {
    const german = await proxy(new NextRequest('http://site.test/de/kontakt'));
    expect(new URL(rewrite(german)!).pathname).toBe('/kontakt');
    expect(locale(german)).toBe('de');
    expect(german.headers.get('x-middleware-request-x-tessera-path')).toBe('/kontakt');
    const arabicHome = await proxy(new NextRequest('http://site.test/ar'));
    expect(new URL(rewrite(arabicHome)!).pathname).toBe('/');
    expect(locale(arabicHome)).toBe('ar');
    const feed = await proxy(new NextRequest('http://site.test/de/posts/feed.xml'));
    expect(new URL(rewrite(feed)!).pathname).toBe('/posts/feed.xml');
  });

  it('keeps the language of a request it handed on when Next.js runs it again on the rewritten path', async () => {
    const first = await proxy(new NextRequest('http://site.test/de/kontakt'));
    const carried = new Headers();
    for (const name of first.headers.get('x-middleware-override-headers')!.split(',')) {
      carried.set(name, first.headers.get(`x-middleware-request-${name}`)!);
    }
    const second = await proxy(new NextRequest('http://site.test/kontakt', { headers: carried }));
    expect(rewrite(second)).toBeNull();
    expect(locale(second)).toBe('de');
    expect(second.headers.get('x-middleware-request-x-tessera-path')).toBe('/kontakt');
    // A forged mark is no mark.
    carried.set('x-tessera-handled', 'guess');
    expect(locale(await proxy(new NextRequest('http://site.test/kontakt', { headers: carried })))).toBe('en');
  });

  it('serves other paths in the default language, whatever the browser prefers; an unknown prefix is no language', async () => {
    for (const path of ['/about', '/xx/about', '/en/about']) {
      const response = await proxy(
        new NextRequest(`http://site.test${path}`, { headers: { 'accept-language': 'de', 'x-tessera-locale': 'ar' } }),
      );
      expect(rewrite(response), path).toBeNull();
      expect(response.status, path).toBe(200);
      expect(locale(response), path).toBe('en');
    }
  });
});

describe('proxy security', () => {
  const csp = (response: Response) => response.headers.get('content-security-policy') ?? '';

  it('hands a page request its nonce, the same one its policy names, and a new one each time', async () => {
    const first = await proxy(new NextRequest('http://site.test/about'));
    const nonce = first.headers.get('x-middleware-request-x-nonce');
    expect(nonce).toBeTruthy();
    expect(csp(first)).toContain(`'nonce-${nonce}'`);
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(csp(first));
    const second = await proxy(new NextRequest('http://site.test/about'));
    expect(second.headers.get('x-middleware-request-x-nonce')).not.toBe(nonce);
  });

  it('gives files and route handlers the closed policy and no nonce', async () => {
    const response = await proxy(new NextRequest('http://site.test/api/health'));
    expect(csp(response)).toContain("default-src 'none'");
    expect(response.headers.get('x-middleware-request-x-nonce')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a path that does not decode with 400, and a declared 10 MB body with 413, headers included', async () => {
    const malformed = await proxy(new NextRequest('http://site.test/posts/%ff'));
    expect(malformed.status).toBe(400);
    expect(csp(malformed)).toContain("frame-ancestors 'none'");
    const large = await proxy(
      new NextRequest('http://site.test/api/revalidate', { method: 'POST', headers: { 'content-length': String(10 * 1024 * 1024) } }),
    );
    expect(large.status).toBe(413);
    expect(large.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('proxy preview', () => {
  const SECRET = 'proxy-test-preview-secret';
  const requestHeader = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);
  const framed = { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' };
  const withPass = (pass: string, headers: Record<string, string> = {}) =>
    new NextRequest('http://site.test/posts/a-post', { headers: { cookie: `${PREVIEW_COOKIE}=${pass}`, ...headers } });

  it("gives a request with a valid pass preview, a private answer, the Studio's frame and, framed, editing mode", async () => {
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    vi.stubEnv('DIRECTUS_URL', 'http://127.0.0.1:8055');
    try {
      const response = await proxy(withPass(issuePreviewPass(SECRET), framed));
      expect(requestHeader(response, PREVIEW_HEADER)).toBe('1');
      expect(requestHeader(response, EDITING_HEADER)).toBe('1');
      expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/visual-editing/posts/a-post');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-security-policy')).toContain(
        "frame-ancestors 'self' http://127.0.0.1:8055 http://localhost:8055",
      );
      // A fresh pass is not renewed on every page.
      expect(response.headers.get('set-cookie')).toBeNull();
      const opened = await proxy(withPass(issuePreviewPass(SECRET)));
      expect(requestHeader(opened, PREVIEW_HEADER)).toBe('1');
      expect(requestHeader(opened, EDITING_HEADER)).toBe('0');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('renews a pass more than half used, with the attributes that keep it in the frame', async () => {
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    try {
      const halfUsed = issuePreviewPass(SECRET, Date.now() - (PREVIEW_PASS_SECONDS / 2 + 60) * 1000);
      const cookie = (await proxy(withPass(halfUsed, framed))).headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=[0-9]+\\.`));
      expect(cookie.toLowerCase()).toContain('partitioned');
      expect(cookie.toLowerCase()).toContain('samesite=none');
      expect(cookie.toLowerCase()).toContain('secure');
      expect(cookie.toLowerCase()).toContain('httponly');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('treats a forged, expired or foreign pass, and forged headers, as a visitor', async () => {
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    try {
      const forged = { [PREVIEW_HEADER]: '1', [EDITING_HEADER]: '1', ...framed };
      for (const pass of [
        '1',
        issuePreviewPass('another-secret'),
        issuePreviewPass(SECRET, Date.now() - (PREVIEW_PASS_SECONDS + 1) * 1000),
      ]) {
        const response = await proxy(withPass(pass, forged));
        expect(requestHeader(response, PREVIEW_HEADER)).toBe('0');
        expect(requestHeader(response, EDITING_HEADER)).toBe('0');
        expect(response.headers.get('x-middleware-rewrite')).toBeNull();
        expect(response.headers.get('cache-control')).toBeNull();
        expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(response.headers.get('set-cookie')).toBeNull();
      }
      // Next.js's own draft-mode cookie is no pass.
      const draftMode = new NextRequest('http://site.test/', { headers: { cookie: '__prerender_bypass=1', ...framed } });
      expect(requestHeader(await proxy(draftMode), PREVIEW_HEADER)).toBe('0');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
