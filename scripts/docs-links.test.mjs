// Every relative link and image in the repository's Markdown must lead somewhere: the file or folder must
// exist, and a `#fragment` into a Markdown file must name one of its headings, slugged as GitHub slugs them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');

/** Tracked Markdown files, and new ones not yet added (but not ignored ones such as node_modules). */
function markdownFiles() {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.md'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return [...new Set(output.split('\0').filter(Boolean))].filter((file) => existsSync(join(repoRoot, file))).sort();
}

/** The text with fenced code blocks blanked out, line numbers kept. */
function withoutFences(text) {
  let fence = null;
  return text
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === null && marker) {
        fence = marker;
        return '';
      }
      if (fence !== null) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
        return '';
      }
      return line;
    })
    .join('\n');
}

const withoutCodeSpans = (line) => line.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));

/** A heading's anchor as GitHub makes it: the rendered text, lower-cased, punctuation dropped, spaces to hyphens. */
function githubSlug(heading) {
  const text = heading
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '') // images render no text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links render their text
    .replace(/<[^>]+>/g, '') // HTML tags
    .replace(/`/g, '')
    .replace(/(\*+|~~)/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file offers: its headings (repeats get -1, -2, …) and explicit `id`/`name` attributes. */
function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = githubSlug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of line.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi)) anchors.add(match[1]);
  }
  return anchors;
}

/** Link and image targets with their line numbers: inline `](target)`, reference definitions, HTML src/href. */
function linkTargets(markdown) {
  const targets = [];
  withoutFences(markdown)
    .split('\n')
    .forEach((raw, index) => {
      const line = withoutCodeSpans(raw);
      const found = [
        ...[...line.matchAll(/\]\(\s*(<[^>]*>|[^)\s]*)/g)].map((match) => match[1].replace(/^<|>$/g, '')),
        ...[...line.matchAll(/^\s{0,3}\[[^\]]+\]:\s*(\S+)/g)].map((match) => match[1]),
        ...[...line.matchAll(/<(?:a|img|source)\s[^>]*?(?:href|src)="([^"]*)"/gi)].map((match) => match[1]),
      ];
      for (const target of found) targets.push({ target, line: index + 1 });
    });
  return targets;
}

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** What is wrong with the links of one Markdown file (repository-relative path); empty when nothing is. */
function brokenLinks(file, root = repoRoot) {
  const source = join(root, file);
  const markdown = readFileSync(source, 'utf8');
  const problems = [];
  for (const { target, line } of linkTargets(markdown)) {
    if (target === '' || isExternal(target)) continue;
    const hash = target.indexOf('#');
    const path = decodeURI(hash === -1 ? target : target.slice(0, hash));
    const fragment = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
    const resolved = path === '' ? source : path.startsWith('/') ? join(root, path) : resolve(dirname(source), path);
    const where = `${file}:${line}: ${target}`;
    if (!existsSync(resolved)) {
      problems.push(`${where} (no such file: ${relative(root, resolved)})`);
      continue;
    }
    if (!fragment || !resolved.endsWith('.md') || !statSync(resolved).isFile()) continue;
    if (!anchorsOf(readFileSync(resolved, 'utf8')).has(fragment)) problems.push(`${where} (no heading "#${fragment}" there)`);
  }
  return problems;
}

describe('githubSlug', () => {
  it.each([
    ['Caching and outages', 'caching-and-outages'],
    ['`npm test`: the whole run', 'npm-test-the-whole-run'],
    ['Proxies, CDNs and client addresses', 'proxies-cdns-and-client-addresses'],
    ['Files on S3-compatible storage', 'files-on-s3-compatible-storage'],
    ['Journal, sharing, SEO and preview', 'journal-sharing-seo-and-preview'],
    ['See [the guide](x.md) — **now**', 'see-the-guide--now'],
    ['Dépôt _privé_ 2', 'dépôt-_privé_-2'],
  ])('%j → %j', (heading, slug) => expect(githubSlug(heading)).toBe(slug));

  it('numbers repeated headings and ignores headings in code', () => {
    const anchors = anchorsOf('# Tests\n\n## Tests\n\n```sh\n# not a heading\n```\n\n<a id="custom"></a>\n');
    expect([...anchors]).toEqual(['tests', 'tests-1', 'custom']);
  });
});

describe('linkTargets', () => {
  it('finds links, images, reference definitions and HTML, not code', () => {
    const markdown = [
      'A [link](docs/a.md#part "title") and ![an image](docs/b.png).',
      '[![badge](c.svg)](d.md) and `[code](not/a/link.md)`',
      '<img src="docs/e.png" alt="">',
      '[ref]: ../f.md',
      '```md',
      '[fenced](not/a/link.md)',
      '```',
    ].join('\n');
    expect(linkTargets(markdown).map(({ target }) => target)).toEqual([
      'docs/a.md#part',
      'docs/b.png',
      'c.svg',
      'd.md',
      'docs/e.png',
      '../f.md',
    ]);
  });
});

describe('brokenLinks', () => {
  it('reports a missing file and a missing heading, and accepts what exists', () => {
    const root = mkdtempSync(join(tmpdir(), 'tessera-links-'));
    try {
      writeFileSync(join(root, 'b.md'), '# Part one\n');
      writeFileSync(
        join(root, 'a.md'),
        '# Top\n[ok](b.md#part-one) [self](#top) [dir](./) [web](https://example.com/x.md#y)\n[gone](c.md) [bad](b.md#part-two) [here](#nowhere)\n',
      );
      expect(brokenLinks('a.md', root)).toEqual([
        'a.md:3: c.md (no such file: c.md)',
        'a.md:3: b.md#part-two (no heading "#part-two" there)',
        'a.md:3: #nowhere (no heading "#nowhere" there)',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('links in the Markdown files', () => {
  const files = markdownFiles();

  it('include the README and the docs', () => {
    expect(files).toContain('README.md');
    expect(files.some((file) => file.startsWith('docs/'))).toBe(true);
  });

  it.each(files)('%s: every relative link and anchor resolves', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});
