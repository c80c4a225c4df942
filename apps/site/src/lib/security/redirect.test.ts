import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

/** The public open-redirect payloads (packages/redirects/fixtures/open-redirect-payloads.txt says where they come from). */
const payloads = readFileSync(new URL('../../../../../packages/redirects/fixtures/open-redirect-payloads.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#'));

/** What a payload arrives as in a query string or a form field: decoded once by the server (and again, for %25). */
function spellings(payload: string): string[] {
  const decoded = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  const once = decoded(payload);
  return [...new Set([payload, once, decoded(once)].flatMap((value) => [value, `/${value}`, `/a/b/${value}`, `/a/..${value}`]))];
}

/** Where a browser on one of the site's pages goes with `location`. */
const destination = (location: string) => new URL(location, 'https://site.example/posts/a-post');

function expectOnSite(location: string) {
  expect(location.startsWith('/')).toBe(true);
  expect(location).not.toMatch(/^\/[/\\]|[\u0000-\u0020\u007f\\]/);
  expect(destination(location).host).toBe('site.example');
  // As browsers read a Location header: tabs and line breaks dropped, backslashes as slashes.
  expect(destination(location.replace(/[\t\n\r]/g, '').replace(/\\/g, '/')).host).toBe('site.example');
}

describe('safeRedirect', () => {
  it('keeps paths on this site, normalised', () => {
    expect(safeRedirect('/members', '/')).toBe('/members');
    expect(safeRedirect('/posts?page=2#top', '/')).toBe('/posts?page=2#top');
    expect(safeRedirect('/a/../members', '/')).toBe('/members');
    expect(safeRedirect('/de/%C3%BCber', '/')).toBe('/de/%C3%BCber');
    expect(safeRedirect('/über', '/')).toBe('/%C3%BCber');
    expect(safeRedirect('/%2F%2Fevil.example', '/')).toBe('/%2F%2Fevil.example');
    // A search's query as a query string decodes it (`?next=/search?q=bench+bookings`): the space is encoded.
    expect(safeRedirect('/search?q=bench bookings', '/')).toBe('/search?q=bench%20bookings');
    expect(safeRedirect('/a b', '/')).toBe('/a%20b');
  });

  // Finding 1 of issue 37: each passed the old check of the raw text and normalised to //evil.example.
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/./\\evil.example',
  ])('falls back for %s, which normalises to another host', (value) => {
    expect(safeRedirect(value, '/fallback')).toBe('/fallback');
  });

  it.each([
    undefined,
    null,
    42,
    ['/members'],
    '',
    'members',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /members',
    '/members\u2028',
    `/${'a'.repeat(2000)}`,
  ])('falls back for %j', (value) => {
    expect(safeRedirect(value, '/fallback')).toBe('/fallback');
  });

  it(`sends each of the ${payloads.length} public payloads, as sent and decoded, to a path of this site`, () => {
    let tried = 0;
    for (const payload of payloads) {
      for (const value of spellings(payload)) {
        tried += 1;
        expectOnSite(safeRedirect(value, '/fallback'));
      }
    }
    expect(tried).toBeGreaterThan(payloads.length * 4);
  });

  it('leaves out the paths a caller excepts, however spelled', () => {
    const except = ['/account/sign-in'];
    expect(safeRedirect('/account/sign-in', '/account/profile', { except })).toBe('/account/profile');
    expect(safeRedirect('/account/./sign-in?next=/x', '/account/profile', { except })).toBe('/account/profile');
    expect(safeRedirect('/account/orders', '/account/profile', { except })).toBe('/account/orders');
  });

  it("takes another site's address only when the caller allows it (an editor's rule), and never a trick", () => {
    expect(safeRedirect('https://shop.example/a', '/')).toBe('/');
    expect(safeRedirect('https://shop.example/a?b#c', '/', { otherSites: true })).toBe('https://shop.example/a?b#c');
    expect(safeRedirect('/company?from=about#team', '/', { otherSites: true })).toBe('/company?from=about#team');
    for (const value of [
      'javascript:alert(1)',
      'https://user:pass@evil.example/',
      'https:evil.example',
      '//evil.example',
      '/.//evil.example',
      'ftp://evil.example/',
    ]) {
      expect(safeRedirect(value, '/', { otherSites: true }), value).toBe('/');
    }
  });
});
