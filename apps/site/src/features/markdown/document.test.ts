import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { frontMatter, linkList, markdownDocument, oneLine, yamlString } from './document';
import { LLMS_FULL_MAX_BYTES, llmsFullTxt, llmsTxt } from './llms';

/** Hostile titles: YAML structure (a new key, a document end, a flow collection, an anchor, a tag) and Markdown. */
const TITLES = [
  'plain',
  'a: b',
  '"quoted" \\ backslash',
  'line\nbreak: injected',
  '---\nevil: true',
  '...',
  '[1, 2]',
  '{a: 1}',
  '&anchor *alias',
  '!!python/object:os.system',
  '# not a comment',
  '\u2028\u0085\u0000\u001b\ufeff',
  '<script>alert(1)</script>',
  '[x](javascript:alert(1))',
];

/** A minimal reader of the front matter this module writes: keys and JSON-compatible double-quoted values only. */
function readFrontMatter(text: string): Record<string, unknown> {
  const [, block = ''] = /^---\n([\s\S]*?)\n---(\n|$)/.exec(text) ?? [];
  const result: Record<string, unknown> = {};
  let list: string[] | null = null;
  for (const line of block.split('\n')) {
    const item = /^ {2}- (".*")$/.exec(line);
    if (item && list) {
      list.push(JSON.parse(item[1]!) as string);
      continue;
    }
    const pair = /^([a-z]+):(?: (".*"))?$/.exec(line);
    if (!pair) throw new Error(`not a line of this front matter: ${JSON.stringify(line)}`);
    if (pair[2] === undefined) result[pair[1]!] = list = [];
    else result[pair[1]!] = JSON.parse(pair[2]) as string;
  }
  return result;
}

describe('front matter', () => {
  it('holds any title as one quoted value that reads back exactly', () => {
    for (const title of TITLES) {
      const text = frontMatter({ title, language: 'en', canonical: 'https://site.example/a', categories: [title] });
      expect(text.split('\n').filter((line) => line === '---')).toHaveLength(2);
      expect(readFrontMatter(text)).toEqual({ title, language: 'en', canonical: 'https://site.example/a', categories: [title] });
      expect(yamlString(title)).not.toMatch(/[\n\r\u2028\u2029\u0085]/);
    }
  });

  it('leaves out what has no value', () => {
    expect(frontMatter({ title: 't', language: 'de', canonical: 'https://s.example/de', description: '', author: null })).toBe(
      '---\ntitle: "t"\nlanguage: "de"\ncanonical: "https://s.example/de"\n---',
    );
  });
});

describe('markdownDocument and linkList', () => {
  it('write titles, labels and notes as literal text', () => {
    const markdown = new MarkdownIt({ html: true });
    for (const title of TITLES) {
      const document = markdownDocument({ title, language: 'en', canonical: 'https://s.example/' }, [
        linkList([{ label: title, url: 'https://s.example/a.md', note: title }]),
      ]);
      const body = document.slice(document.indexOf('\n---\n') + 5);
      const tokens = markdown.parse(body, {}).flatMap((token) => [token, ...(token.children ?? [])]);
      expect(tokens.filter((token) => token.type.startsWith('html_'))).toEqual([]);
      expect(tokens.filter((token) => token.type === 'link_open').map((token) => token.attrGet('href'))).toEqual([
        'https://s.example/a.md',
      ]);
      expect(tokens.filter((token) => token.type === 'heading_open')).toHaveLength(1);
    }
  });

  it('cuts a long note at a word', () => {
    const note = oneLine(`${'word '.repeat(60)}end`);
    expect(note.length).toBeLessThanOrEqual(201);
    expect(note).toMatch(/word…$/);
  });
});

describe('llms.txt', () => {
  it('has the site, then a section per kind with entries, in the llmstxt.org form', () => {
    const text = llmsTxt({
      name: 'Tessera *Studios*',
      description: 'Mosaic\nstudios',
      pages: [{ title: 'Home', url: 'https://s.example/index.md', description: null }],
      posts: [
        { title: 'New', url: 'https://s.example/posts/new.md', description: 'Newest' },
        { title: 'Old', url: 'https://s.example/posts/old.md', description: 'Oldest' },
      ],
      products: [],
    });
    expect(text).toBe(
      '# Tessera \\*Studios\\*\n\n> Mosaic studios\n\n## Pages\n\n- [Home](https://s.example/index.md)\n\n## Posts\n\n' +
        '- [New](https://s.example/posts/new.md): Newest\n- [Old](https://s.example/posts/old.md): Oldest\n',
    );
  });

  it('llms-full.txt stops at a whole document before its bound, with a note', async () => {
    const documents = ['a'.repeat(400), 'b'.repeat(400), 'c'.repeat(400)].map((text) => async () => text);
    const skipped = async () => null;
    const text = await llmsFullTxt('# Site', [skipped, ...documents], (left) => `> ${left} left out`, 1000);
    expect(text).toBe(`# Site\n\n${'a'.repeat(400)}\n\n${'b'.repeat(400)}\n\n> 1 left out\n`);
    expect(await llmsFullTxt('# Site', documents, () => 'never', 10_000)).not.toContain('never');
    expect(LLMS_FULL_MAX_BYTES).toBe(1_000_000);
  });
});
