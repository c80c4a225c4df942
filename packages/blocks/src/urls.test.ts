import { describe, expect, it } from 'vitest';
import { decodeEntities } from './inline.js';
import { cleanUrl, fileSource, normalizeOrigin, plainWebLink, safeLink } from './urls.js';

describe('cleanUrl', () => {
  it('strips what browsers strip: surrounding C0 controls and spaces, tabs and newlines anywhere', () => {
    expect(cleanUrl(' \u0001 java\tscr\nipt\r:x \u0000')).toBe('javascript:x');
    expect(cleanUrl('https://a.example/b')).toBe('https://a.example/b');
  });
});

describe('safeLink', () => {
  const origin = 'https://site.example';

  it.each([
    ['https://other.example/x', true],
    ['HTTP://other.example', true],
    ['https://site.example/page', false],
    ['https://SITE.example', false],
    ['https://site.example.evil.example/', true],
    ['https://site.example@evil.example/', true],
    ['//evil.example/x', true],
    ['/\\evil.example/x', true],
    ['/about', false],
    ['#top', false],
    ['mailto:a@b.example', false],
    ['TEL:+123', false],
  ])('allows %s (external: %s)', (href, external) => {
    expect(safeLink(href, origin)).toEqual({ href, external });
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    'https:evil.example',
    'https://',
    'http://<',
    'mailto://<i',
    'tel://<',
    'mailto://a b.example',
    '//<',
    '/\\<',
    'relative/path',
    '?q=1',
    '',
    '  ',
    '\u00a0javascript:alert(1)',
  ])('refuses %j', (href) => {
    expect(safeLink(href, origin)).toBeUndefined();
  });

  it('returns the cleaned URL, so the browser follows what was checked', () => {
    expect(safeLink(' https://a.example/\tb ', undefined)).toEqual({ href: 'https://a.example/b', external: true });
  });
});

describe('plainWebLink', () => {
  const origins = [undefined, 'https://site.example', 'http://site.example:8080'];

  it.each([
    'https://example.com/a?b=1&amp;c=2#d',
    'http://site.example:8080/x',
    'https://site.example',
    'https://SITE.example/x',
    'HTTPS://site.example',
    'https://site.example.evil.example/',
    'https://a-b.c-d.example:1/~x(1)*!$,;=:@%20',
    'https://example.com/a?q=&amp;lt;script&amp;gt;',
  ])('approves %s exactly as safeLink approves it decoded, and as its own escaped form', (href) => {
    for (const siteOrigin of origins) {
      const link = plainWebLink(href, siteOrigin);
      expect(link).toBeDefined();
      expect(link?.external).toBe(safeLink(decodeEntities(href), siteOrigin)?.external);
      expect(link?.href).toBe(href);
    }
  });

  it('leaves every near miss to the general path', () => {
    const nearMisses = {
      'IDN labels': ['https://xn--nxasmq6b.example/', 'https://a.XN--b.example/'],
      'a numeric last label': ['https://1.2.3.4/', 'https://example.123/'],
      'empty labels': ['https://example.com.', 'https://a..b/', 'https://.a/'],
      'a port of five digits, or none': ['https://example.com:12345/', 'https://example.com:/'],
      'a backslash or user info': ['https://example.com\\evil.example', 'https://user@example.com/'],
      'characters to escape or decode': [
        'https://example.com/a b',
        'https://example.com/a"b',
        "https://example.com/a'b",
        'https://x/<',
        'https://x/&',
        'https://x/&#38;',
      ],
      'other schemes, relative URLs': ['javascript:alert(1)', 'mailto:a@b.example', '/relative'],
    };
    for (const [why, hrefs] of Object.entries(nearMisses)) {
      for (const href of hrefs) expect(plainWebLink(href, undefined), `${why}: ${href}`).toBeUndefined();
    }
  });
});

describe('fileSource', () => {
  it('recognises Directus assets by their uuid', () => {
    expect(fileSource('/assets/4F2A7C1E-8B3D-4E6F-9A0B-1C2D3E4F5A6B')).toEqual({
      kind: 'asset',
      id: '4f2a7c1e-8b3d-4e6f-9a0b-1c2d3e4f5a6b',
    });
    expect(fileSource('/assets/4f2a7c1e-8b3d-4e6f-9a0b-1c2d3e4f5a6b?key=thumb')).toMatchObject({ kind: 'asset' });
  });

  it('reads asset paths as the URL parser would after cleaning, whether or not they need it', () => {
    const id = '4f2a7c1e-8b3d-4e6f-9a0b-1c2d3e4f5a6b';
    for (const url of [` /assets/${id} `, `/assets/${id}\n`, `/assets/4f2a7c1e-8b3d-4e6f-9a0b-1c2d3e4f\t5a6b`, `/assets/${id}#\tx`]) {
      expect(fileSource(url)).toEqual({ kind: 'asset', id });
    }
    expect(fileSource(`/assets/${id}x`)).toBeUndefined();
  });

  it('accepts absolute http(s) URLs only', () => {
    expect(fileSource('https://img.example/a.png')).toEqual({ kind: 'remote', url: 'https://img.example/a.png' });
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,x',
      '//img.example/a.png',
      '/files/x',
      '/assets/../x',
      '/assets/4f2a7c1e',
    ]) {
      expect(fileSource(url)).toBeUndefined();
    }
  });
});

describe('normalizeOrigin', () => {
  it('keeps scheme, host and non-default port only', () => {
    expect(normalizeOrigin('https://Site.Example:443/path?q')).toBe('https://site.example');
    expect(normalizeOrigin('http://localhost:3000/')).toBe('http://localhost:3000');
  });
});
