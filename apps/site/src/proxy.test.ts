import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { APP_ROUTES, proxy } from './proxy';

describe('proxy', () => {
  it("knows every top-level route of the app, so a member's request for one is never taken for a CMS page", () => {
    const folders = readdirSync(fileURLToPath(new URL('./app', import.meta.url)), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('[') && !entry.name.startsWith('('))
      .map((entry) => entry.name);
    expect([...APP_ROUTES].sort()).toEqual(folders.sort());
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
