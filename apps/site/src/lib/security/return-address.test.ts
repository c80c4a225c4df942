import { describe, expect, it } from 'vitest';
import { returnAddress } from './return-address';

describe('returnAddress', () => {
  it('returns to the page and the form posted from it', () => {
    expect(returnAddress('/contact#form-3-title')).toEqual({ href: '/contact#form-3-title', path: '/contact' });
    expect(returnAddress('/de/kontakt')).toEqual({ href: '/de/kontakt', path: '/de/kontakt' });
    expect(returnAddress('/%C3%BCber#form-1-title')).toEqual({ href: '/%C3%BCber#form-1-title', path: '/%C3%BCber' });
  });

  // Open-redirect payloads from PayloadsAllTheThings ("Open Redirect") and the OWASP Unvalidated Redirects cheat sheet.
  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'http:evil.example',
    '\t//evil.example',
    ' /contact',
    'javascript:alert(1)',
    '/contact\r\nSet-Cookie: a=b',
    '/contact\u0000',
    `/${'a'.repeat(2001)}`,
    '',
  ])('never leads off the site: %j', (value) => {
    const { href } = returnAddress(value);
    expect(href.startsWith('/')).toBe(true);
    expect(href.startsWith('//') || href.startsWith('/\\')).toBe(false);
    expect(new URL(href, 'https://site.example').origin).toBe('https://site.example');
    expect(href).not.toMatch(/[\r\n\u0000]/);
  });

  it('gives a cookie path that cannot add attributes', () => {
    expect(returnAddress('/a;Domain=evil.example,b').path).toBe('/a%3BDomain=evil.example%2Cb');
  });

  it('keeps only an anchor made of id characters', () => {
    expect(returnAddress('/contact#"><script>alert(1)</script>').href).toBe('/contact');
    expect(returnAddress('/contact?utm_source=x#form-1-title').href).toBe('/contact#form-1-title');
  });
});
