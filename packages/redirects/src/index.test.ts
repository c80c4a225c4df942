import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changedRedirects, compileRedirects, coversPath, findLoop, matchRedirect, ruleAddresses, ruleProblem, toProblem } from './index.js';

/** The public open-redirect payloads (../fixtures/open-redirect-payloads.txt says where they come from). */
const payloads = readFileSync(new URL('../fixtures/open-redirect-payloads.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#'));

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
  it("follows targets at the site's own addresses, whatever the scheme (finding 5 of issue 27)", () => {
    const site = ['https://www.site.example'];
    const rules = compileRedirects([
      { from: '/a', to: 'http://www.site.example/b' },
      { from: '/b', to: '/a' },
    ]);
    expect(findLoop(rules, '/b', site)).toEqual(['/b', '/a', 'http://www.site.example/b']);
    expect(findLoop(rules, '/a', site)).toEqual(['/a', 'http://www.site.example/b', '/a']);
    expect(findLoop(rules, '/a', ['http://localhost:3000'])).toBeNull();
    expect(findLoop(rules, '/a')).toBeNull();
    // Another port is another site.
    expect(findLoop(compileRedirects([{ from: '/a', to: 'http://localhost:3001/a' }]), '/a', ['http://localhost:3000'])).toBeNull();
    expect(findLoop(compileRedirects([{ from: '/a/*', to: 'http://localhost:3000/a/*' }]), '/a/*', ['http://localhost:3000'])).toEqual([
      '/a/example',
      'http://localhost:3000/a/example',
    ]);
  });
});

describe('targets stay where the editor meant (finding 3 of issue 27)', () => {
  const rules = compileRedirects([
    { from: '/steer-old/*', to: '/*', status: 301 },
    { from: '/shop/*', to: 'https://shop.example/*', status: 302 },
    { from: '/deep/*', to: '/new/deep/*', status: 308 },
  ]);
  /** Where a browser goes with the answer's Location, from the site's page. */
  const destination = (location: string) => new URL(location, 'https://site.example/steer-old/x');

  it('sends the reported payloads to a path of the site', () => {
    expect(matchRedirect(rules, '/steer-old/%5Cevil.example')?.location).toBe('/%5Cevil.example');
    expect(matchRedirect(rules, '/steer-old/%09/evil.example')?.location).toBe('/%09/evil.example');
    expect(matchRedirect(rules, '/steer-old//evil.example')?.location).toBe('/evil.example');
    expect(matchRedirect(rules, '/steer-old/a/b', '?x=1')?.location).toBe('/a/b?x=1');
    expect(matchRedirect(rules, '/steer-old/M%C3%BCnchen')?.location).toBe('/M%C3%BCnchen');
  });

  it.each(payloads)('%s stays on the site, or at shop.example for an absolute target', (payload) => {
    for (const [base, host] of [
      ['/steer-old/', 'site.example'],
      ['/deep/', 'site.example'],
      ['/shop/', 'shop.example'],
    ] as const) {
      // As sent, and as the proxy reads it (a URL's pathname: \ turned into /, some characters encoded).
      for (const pathname of [base + payload, new URL(base + payload, 'https://site.example').pathname]) {
        const match = matchRedirect(rules, pathname);
        if (match === null) continue;
        expect(destination(match.location).host, `${pathname} → ${match.location}`).toBe(host);
        expect(match.location).not.toMatch(/[\s\\]|^\/\//);
      }
    }
  });

  it('refuses targets whose host the rest could change, and tricks in the target itself', () => {
    expect(toProblem('https://shop.example*', '/a/*')).toMatch(/needs a \/ between the host and the \*/);
    expect(toProblem('https://shop.example:*', '/a/*')).toMatch(/needs a \/ between the host and the \*/);
    expect(toProblem('https://*', '/a/*')).toMatch(/needs a \/ between the host and the \*/);
    expect(toProblem('https://shop.example/*', '/a/*')).toBeNull();
    expect(toProblem('https://shop.example?from=*', '/a/*')).toBeNull();
    expect(toProblem('https://shop.example/p-*', '/a/*')).toBeNull();
    expect(toProblem('/\\evil.example', '/a')).toMatch(/backslash/);
    expect(toProblem('\\evil.example', '/a')).toMatch(/backslash/);
    expect(toProblem('/\tx', '/a')).toMatch(/tabs or line breaks/);
    expect(toProblem('/x\r\nSet-Cookie: a=b', '/a')).toMatch(/tabs or line breaks/);
    expect(toProblem('//evil.example', '/a')).toMatch(/must be a path starting with \/ or an http\(s\) address/);
    expect(toProblem('https:evil.example', '/a')).toMatch(/a full address like/);
    expect(toProblem('https:/evil.example', '/a')).toMatch(/a full address like/);
    expect(toProblem('https://site.example@evil.example/', '/a')).toMatch(/name or password/);
    expect(toProblem('/x/*/*', '/a/*')).toMatch(/only once/);
    expect(toProblem('data:text/html,hi', '/a')).toMatch(/not a data: address/);
  });
});

describe('what a change of the rules covers', () => {
  const before = compileRedirects([
    { from: '/kept', to: '/same' },
    { from: '/changed/', to: '/one' },
    { from: '/removed', to: '/gone' },
  ]);
  const after = compileRedirects([
    { from: '/kept', to: '/same' },
    { from: '/changed/', to: '/two' },
    { from: '/posts/*', to: '/journal/*' },
  ]);
  const changes = changedRedirects(before, after);

  it('holds the rules added, changed and removed, not the unchanged', () => {
    expect([...changes.exact.keys()].sort()).toEqual(['/changed', '/removed']);
    expect([...changes.prefixes.keys()]).toEqual(['/posts']);
    expect(changedRedirects(undefined, after).size).toBe(3);
  });

  it('covers the paths below a new prefix, and names the addresses a CDN may hold', () => {
    expect(coversPath(changes, '/posts/a-post')).toBe(true);
    expect(coversPath(changes, '/posts')).toBe(true);
    expect(coversPath(changes, '/posts?page=2')).toBe(true);
    expect(coversPath(changes, '/postscript')).toBe(false);
    expect(coversPath(changes, '/kept')).toBe(false);
    expect(ruleAddresses(changes).sort()).toEqual(['/changed', '/changed/', '/posts', '/removed']);
  });
});

describe('messages about a 100 kB value (finding 3 of issue 37)', () => {
  it('quote its first characters only', () => {
    const long = `/${'x'.repeat(100_000)} y`;
    for (const problem of [
      ruleProblem({ from: long, to: '/', status: 301 }),
      ruleProblem({ from: '/a', to: `\\${'x'.repeat(100_000)}`, status: 301 }),
    ]) {
      expect(problem).toMatch(/x… \(10000[13] characters\)/);
      expect(problem!.length).toBeLessThan(300);
    }
  });
});
