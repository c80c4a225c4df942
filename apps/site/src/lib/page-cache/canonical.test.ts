import { describe, expect, it } from 'vitest';
import { addressOf, canonicalPath } from './canonical.ts';

describe('the canonical address of a page', () => {
  it.each([
    ['/posts/%74wo-films-about-the-craft', '/posts/two-films-about-the-craft'],
    ['/posts/%74%77o-films-about-the-craft', '/posts/two-films-about-the-craft'],
    ['/%70osts/two', '/posts/two'],
    ['/posts/two/', '/posts/two'],
    ['//posts//two', '/posts/two'],
    ['/posts/./two', '/posts/two'],
    ['/x/../posts/two', '/posts/two'],
    ['/posts/%2e/two', '/posts/two'],
    ['/x/%2E%2E/posts/two', '/posts/two'],
    ['/de/%c3%bcber-uns', '/de/%C3%BCber-uns'],
    ['/de/über-uns', '/de/%C3%BCber-uns'],
    ['/a%20b', '/a%20b'],
    ['/a b', '/a%20b'],
    ['/a%2Fb', '/a%2Fb'],
    ['/a%5Cevil.example', '/a%5Cevil.example'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['/', '/'],
    ['//', '/'],
    ['/..', '/'],
  ])('of %s is %s', (raw, canonical) => {
    expect(canonicalPath(raw)).toBe(canonical);
    // Canonical addresses are their own canonical form.
    expect(canonicalPath(canonical)).toBe(canonical);
  });

  it('is none for a path that does not decode', () => {
    expect(canonicalPath('/%E0%A4%A')).toBeNull();
    expect(canonicalPath('/%ff')).toBeNull();
  });

  it('leads every alias of a page to its canonical address, query string kept', () => {
    expect(addressOf('/posts/%74wo?utm=alice')).toEqual({ kind: 'alias', location: '/posts/two?utm=alice' });
    expect(addressOf('/about/')).toEqual({ kind: 'alias', location: '/about' });
    expect(addressOf('//evil/')).toEqual({ kind: 'alias', location: '/evil' });
    expect(addressOf('/\\evil.example/x')).toEqual({ kind: 'alias', location: '/%5Cevil.example/x' });
    // A Location header never starts a second address: whatever the path, one slash and then a segment.
    for (const raw of [
      '//evil.example/a',
      '/%2F%2Fevil.example/a',
      '/./%2fevil.example/b',
      '/%5C%5Cevil.example/c',
      '/..//evil.example/d',
    ]) {
      const address = addressOf(raw);
      if (address?.kind === 'alias') expect(address.location, raw).toMatch(/^\/[^/\\]/);
    }
  });

  it('keys a page by its address alone: queries do not count, except the journal’s page number', () => {
    expect(addressOf('/posts/two?utm=alice&fbclid=1')).toEqual({ kind: 'page', key: '/posts/two' });
    expect(addressOf('/posts?page=2&utm=x')).toEqual({ kind: 'page', key: '/posts?page=2' });
    expect(addressOf('/posts?page=%32')).toEqual({ kind: 'page', key: '/posts?page=2' });
    expect(addressOf('/posts?page=1')).toEqual({ kind: 'page', key: '/posts' });
    expect(addressOf('/de/posts?page=1')).toEqual({ kind: 'page', key: '/de/posts' });
    expect(addressOf('/posts?page=1&page=2')).toEqual({ kind: 'page', key: '/posts?page=1&page=2' });
    expect(addressOf('/about?page=2')).toEqual({ kind: 'page', key: '/about' });
    // A category's and an author's listings are paginated like the journal; a post's address is not a listing.
    expect(addressOf('/posts/category/materials?page=2&utm=x')).toEqual({ kind: 'page', key: '/posts/category/materials?page=2' });
    expect(addressOf('/de/posts/author/ana-sousa?page=1')).toEqual({ kind: 'page', key: '/de/posts/author/ana-sousa' });
    expect(addressOf('/posts/a-post?page=2')).toEqual({ kind: 'page', key: '/posts/a-post' });
    expect(addressOf('/posts/category/materials/feed.xml?page=2')).toBeNull();
  });

  it('keeps Markdown versions and llms.txt as pages, with aliases and without query strings', () => {
    expect(addressOf('/posts/a-post.md?utm=x')).toEqual({ kind: 'page', key: '/posts/a-post.md' });
    expect(addressOf('/de/index.md')).toEqual({ kind: 'page', key: '/de/index.md' });
    expect(addressOf('/posts/%61-post.md')).toEqual({ kind: 'alias', location: '/posts/a-post.md' });
    for (const file of ['/llms.txt', '/de/llms.txt', '/llms-full.txt', '/ar/llms-full.txt']) {
      expect(addressOf(`${file}?x=1`)).toEqual({ kind: 'page', key: file });
    }
    expect(addressOf('/api/a.md')).toBeNull();
    expect(addressOf('/account/llms.txt')).toBeNull();
  });

  it('keeps letter case: routes are case-sensitive', () => {
    expect(addressOf('/About')).toEqual({ kind: 'page', key: '/About' });
  });

  it('passes on what is not a public page, whatever its spelling', () => {
    for (const url of [
      '/account/profile/',
      '/api//health',
      '/_next/static/a.js',
      '/%61pi/health',
      '/robots.txt',
      'http://x.example/',
      '/%E0%A4%A',
    ]) {
      expect(addressOf(url), url).toBeNull();
    }
  });
});
