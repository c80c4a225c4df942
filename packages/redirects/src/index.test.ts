import { describe, expect, it } from 'vitest';
import { compileRedirects, findLoop, matchRedirect, ruleProblem } from './index.mjs';

const table = compileRedirects([
  { from: '/old', to: '/new', status: 301 },
  { from: '/temp/', to: 'https://example.com/elsewhere', status: 302 },
  { from: '/blog/*', to: '/posts/*', status: 308 },
  { from: '/blog/archive/*', to: '/posts', status: 301 },
  { from: '/about', to: '/company?from=about#team', status: 307 },
  { from: '/M%C3%BCnchen', to: '/munich', status: 301 },
]);

describe('matchRedirect', () => {
  it('matches exact paths, with or without a trailing slash, keeping the query string', () => {
    expect(matchRedirect(table, '/old')).toEqual({ location: '/new', status: 301 });
    expect(matchRedirect(table, '/old/', '?a=1&b=2')).toEqual({ location: '/new?a=1&b=2', status: 301 });
    expect(matchRedirect(table, '/temp')).toEqual({ location: 'https://example.com/elsewhere', status: 302 });
    expect(matchRedirect(table, '/older')).toBeNull();
    expect(matchRedirect(table, '/OLD')).toBeNull();
  });

  it('carries the rest of the path through a prefix rule, the longest prefix first', () => {
    expect(matchRedirect(table, '/blog/mosaic-basics')).toEqual({ location: '/posts/mosaic-basics', status: 308 });
    expect(matchRedirect(table, '/blog/a/b', '?page=2')).toEqual({ location: '/posts/a/b?page=2', status: 308 });
    expect(matchRedirect(table, '/blog')).toEqual({ location: '/posts', status: 308 });
    expect(matchRedirect(table, '/blog/archive/2020')).toEqual({ location: '/posts', status: 301 });
    expect(matchRedirect(table, '/blogroll')).toBeNull();
  });

  it("merges the request's query into a target that has one, before its fragment", () => {
    expect(matchRedirect(table, '/about', '?utm=x')).toEqual({ location: '/company?from=about&utm=x#team', status: 307 });
  });

  it('compares percent-escaped and decoded paths alike', () => {
    expect(matchRedirect(table, '/M%C3%BCnchen')?.location).toBe('/munich');
    expect(matchRedirect(table, '/München')?.location).toBe('/munich');
  });

  it('looks up 10,000 exact rules through one map', () => {
    const big = compileRedirects(Array.from({ length: 10_000 }, (_, i) => ({ from: `/old-${i}`, to: `/new-${i}`, status: 301 })));
    expect(big.exact.size).toBe(10_000);
    expect(matchRedirect(big, '/old-9999')?.location).toBe('/new-9999');
  });

  it('leaves invalid rows out of the table', () => {
    const bad = compileRedirects([
      { from: 'no-slash', to: '/x' },
      { from: '/x', to: 'javascript:alert(1)' },
    ]);
    expect(bad.size).toBe(0);
  });
});

describe('ruleProblem', () => {
  it('accepts paths and http(s) targets', () => {
    expect(ruleProblem({ from: '/a', to: '/b', status: 301 })).toBeNull();
    expect(ruleProblem({ from: '/a/*', to: 'https://x.example/*', status: '308' })).toBeNull();
  });
  it('names what is wrong with the from, the to and the status', () => {
    expect(ruleProblem({ from: 'https://site/a', to: '/b' })).toMatch(/"From" must be a path/);
    expect(ruleProblem({ from: '/a?x=1', to: '/b' })).toMatch(/without spaces, \? or #/);
    expect(ruleProblem({ from: '/a*', to: '/b' })).toMatch(/may only end with \/\*/);
    expect(ruleProblem({ from: '/a', to: 'javascript:alert(1)' })).toMatch(/not a javascript: address/);
    expect(ruleProblem({ from: '/a', to: 'ftp://x/y' })).toMatch(/not a ftp: address/);
    expect(ruleProblem({ from: '/a', to: '/b/*' })).toMatch(/only contain \* when "From" ends with \/\*/);
    expect(ruleProblem({ from: '/a', to: '/b', status: 303 })).toMatch(/must be one of 301, 302, 307, 308/);
  });
});

describe('findLoop', () => {
  it('finds direct, chained and prefix loops', () => {
    expect(findLoop(compileRedirects([{ from: '/a', to: '/a' }]), '/a')).toEqual(['/a', '/a']);
    expect(
      findLoop(
        compileRedirects([
          { from: '/a', to: '/b' },
          { from: '/b', to: '/c' },
          { from: '/c', to: '/a/' },
        ]),
        '/a',
      ),
    ).toEqual(['/a', '/b', '/c', '/a']);
    expect(
      findLoop(
        compileRedirects([
          { from: '/x/*', to: '/y/*' },
          { from: '/y/*', to: '/x/*' },
        ]),
        '/x/*',
      ),
    ).toEqual(['/x/example', '/y/example', '/x/example']);
    // Ever longer paths never repeat, but never end either.
    expect(findLoop(compileRedirects([{ from: '/x/*', to: '/x/x/*' }]), '/x/*')).toHaveLength(17);
  });
  it('lets chains that end, and external targets, pass', () => {
    expect(
      findLoop(
        compileRedirects([
          { from: '/a', to: '/b' },
          { from: '/b', to: '/c' },
        ]),
        '/a',
      ),
    ).toBeNull();
    expect(findLoop(compileRedirects([{ from: '/a', to: 'https://example.com/a' }]), '/a')).toBeNull();
  });
});
