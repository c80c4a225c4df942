import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answerBeforeNext } from './early';
import { allowedMethods, GETLESS_ROUTES_UNDER, methodAnswer, ROUTE_METHODS } from './methods';

const app = fileURLToPath(new URL('../../app', import.meta.url));
const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers });

/** Every route.ts of the app, as an address it answers (`[id]` → `x`, `[[...slug]]` → `a/b`) and what it exports. */
function routeFiles(): { path: string; methods: string[] }[] {
  const found: { path: string; methods: string[] }[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name));
      else if (entry.name === 'route.ts') {
        const source = readFileSync(join(folder, entry.name), 'utf8');
        const methods = [...source.matchAll(/^export (?:async )?(?:function|const) (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/gm)].map(
          (match) => match[1]!,
        );
        const route = relative(app, folder)
          .replace(/\[\[\.\.\.[^\]]+\]\]/g, 'a/b')
          .replace(/\[[^\]]+\]/g, 'x');
        found.push({ path: `/${route}`, methods });
      }
    }
  };
  walk(app);
  return found;
}

/** Methods from an Allow header's order to a set. */
const sorted = (methods: string[]) => [...methods].sort();

describe('methods a page or route takes', () => {
  it('knows every route handler by what its route.ts exports, with and without a language prefix', () => {
    const routes = routeFiles();
    expect(routes.length).toBeGreaterThan(10);
    for (const { path, methods } of routes) {
      const expected = sorted([...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS']);
      expect(sorted(allowedMethods(path).methods), path).toEqual(expected);
      expect(sorted(allowedMethods(`/de${path}`).methods), `/de${path}`).toEqual(expected);
      expect(allowedMethods(path).page, path).toBe(false);
    }
  });

  it('takes GET, HEAD and server actions on pages; GET and HEAD on files', () => {
    for (const page of ['/', '/about', '/de/uber', '/posts/a-post', '/account/sign-in', '/checkout', '/search']) {
      expect(allowedMethods(page)).toEqual({ methods: ['GET', 'HEAD', 'POST', 'OPTIONS'], page: true });
    }
    for (const file of [
      '/_next/static/chunks/a.js',
      '/assets/x',
      '/sitemap.xml',
      '/robots.txt',
      '/llms.txt',
      '/de/llms-full.txt',
      '/posts/a-post.md',
      '/de/index.md',
      '/posts/feed.xml',
      '/de/posts/category/x/feed.xml',
    ]) {
      expect(allowedMethods(file).methods, file).toEqual(['GET', 'HEAD', 'OPTIONS']);
    }
  });

  it.each(['PUT', 'DELETE', 'PATCH', 'PROPFIND', 'MKCOL', 'TRACE', 'TRACK', 'CONNECT', 'FOO'])(
    'refuses %s with 405 and Allow, before any render',
    (method) => {
      for (const url of [
        '/',
        '/about?x=1',
        '/posts/feed.xml',
        '/sitemap.xml',
        '/api/health',
        '/api/forms/1',
        '/_next/static/a.js',
        '/assets/x',
      ]) {
        const answer = methodAnswer(request(method, url));
        expect(answer?.status, `${method} ${url}`).toBe(405);
        expect(answer?.headers.Allow).toBe(allowedMethods(url.split('?')[0]!).methods.join(', '));
      }
    },
  );

  it('answers OPTIONS with 204 and Allow, for an address and for the server (OPTIONS *)', () => {
    expect(methodAnswer(request('OPTIONS', '/about'))).toMatchObject({
      status: 204,
      headers: { Allow: 'GET, HEAD, POST, OPTIONS' },
      body: '',
    });
    expect(methodAnswer(request('OPTIONS', '/api/revalidate'))).toMatchObject({ status: 204, headers: { Allow: 'POST, OPTIONS' } });
    expect(methodAnswer(request('OPTIONS', '*'))).toMatchObject({ status: 204, headers: { Allow: 'GET, HEAD, POST, OPTIONS' } });
  });

  it("hands on what the address takes: pages' GET, HEAD and server actions; routes' own methods", () => {
    expect(methodAnswer(request('GET', '/about'))).toBeNull();
    expect(methodAnswer(request('HEAD', '/posts/feed.xml'))).toBeNull();
    expect(methodAnswer(request('POST', '/contact', { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' }))).toBeNull();
    expect(methodAnswer(request('POST', '/contact', { 'content-type': 'multipart/form-data; boundary=x' }))).toBeNull();
    expect(methodAnswer(request('POST', '/de/kontakt', { 'content-type': 'Multipart/Form-Data;boundary=x' }))).toBeNull();
    for (const route of ['/api/forms/3', '/api/revalidate', '/api/stripe/webhook']) {
      expect(methodAnswer(request('POST', route, { 'content-type': 'application/json' })), route).toBeNull();
    }
    expect(methodAnswer(request('GET', '/api/revalidate'))?.status).toBe(405);
  });

  it('finds every address that refuses GET and HEAD under one root, so that other GETs skip the patterns', () => {
    for (const [pattern, methods] of ROUTE_METHODS.filter(([, methods]) => !methods.includes('GET'))) {
      expect(pattern.source.startsWith(`^${GETLESS_ROUTES_UNDER.replaceAll('/', '\\/')}`), pattern.source).toBe(true);
      expect(methods).not.toContain('HEAD');
    }
    for (const url of ['/api/revalidate', '/de/api/revalidate', '/api/forms/3?x=1', '/pt-br/api/stripe/webhook']) {
      expect(methodAnswer(request('HEAD', url))?.status, url).toBe(405);
    }
  });

  it('refuses a post to a page that is no server action with 415', () => {
    for (const type of ['application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-dataX']) {
      const answer = methodAnswer(request('POST', '/about', { 'content-type': type }));
      expect(answer, type).toMatchObject({
        status: 415,
        headers: { Allow: 'GET, HEAD, POST, OPTIONS', 'Accept-Post': 'multipart/form-data' },
      });
    }
    expect(methodAnswer(request('POST', '/about'))?.status).toBe(415);
  });
});

describe('answerBeforeNext', () => {
  it('answers an address that does not decode with 400, on the routes the proxy leaves out too', () => {
    for (const url of ['/api/forms/%ZZ', '/api/forms/%E0%A4%A', '/posts/%ff', '/api/forms/%C0%AF']) {
      expect(answerBeforeNext(request('POST', url), {})?.status, url).toBe(400);
    }
    expect(answerBeforeNext(request('POST', '/api/forms/%C3%BC', { 'content-type': 'multipart/form-data; boundary=x' }), {})).toBeNull();
  });

  it('gives its answers the security headers and a length', () => {
    const answer = answerBeforeNext(request('TRACE', '/'), { SITE_URL: 'https://site.example' })!;
    expect(answer.headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Strict-Transport-Security': expect.any(String),
      'Content-Security-Policy': expect.stringContaining("default-src 'none'"),
      'Content-Length': String(Buffer.byteLength(answer.body)),
    });
  });
});
