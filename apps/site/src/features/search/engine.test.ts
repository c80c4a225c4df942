import { describe, expect, it } from 'vitest';
import { SiteSearch, snippet, type SearchDocument } from './engine';
import { parseQuery, searchHref } from './query';

const doc = (id: string, title: string, text: string, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  id,
  kind: 'post',
  language: 'en',
  title,
  text,
  path: `/posts/${id}`,
  date: '2026-01-01T00:00:00Z',
  membersOnly: false,
  ...extra,
});

const search = new SiteSearch([
  doc('mosaic', 'Mosaic basics', 'Cut glass with wheeled nippers and set each tessera in adhesive.'),
  doc('grout', 'Grouting a panel', 'Once the adhesive has set, press grout between the tesserae of the mosaic.'),
  doc('zurich', 'A studio in Zürich', 'Our Swiss studio opened by the lake.'),
  doc('old', 'Tiles', 'Glazed clay tiles for a kitchen.', { date: '2020-05-01T00:00:00Z' }),
  doc('new', 'Tiles', 'Glazed clay tiles for a kitchen.', { date: '2025-05-01T00:00:00Z' }),
  doc('members', 'Members area', 'Studio hours for members and the bench booking sheet.', {
    kind: 'page',
    path: '/members',
    membersOnly: true,
  }),
  doc('html', 'Markup <b>in</b> a title', 'Text with <script>alert(1)</script> inside, about glaze.'),
]);

const ids = (query: string, member = false) => search.search(query, { member }).hits.map((hit) => hit.document.id);

describe('SiteSearch matching', () => {
  it('tolerates typos and matches prefixes', () => {
    expect(ids('mosiac')[0]).toBe('mosaic');
    expect(ids('nipp')).toEqual(['mosaic']);
    expect(ids('grouting')).toContain('grout');
  });

  it('folds diacritics both ways', () => {
    expect(ids('zurich')).toEqual(['zurich']);
    expect(ids('ZÜRICH')).toEqual(['zurich']);
  });

  it('treats operators, quotes and markup as plain words', () => {
    expect(ids('"mosaic" AND -glass')[0]).toBe('mosaic');
    expect(ids('<script>')).toEqual(['html']);
    expect(ids('*** ??? %%%')).toEqual([]);
    expect(ids('\u0000\uFFFD\u202E')).toEqual([]);
  });
});

describe('SiteSearch ranking', () => {
  it('ranks a title match above a text match', () => {
    expect(ids('mosaic')).toEqual(['mosaic', 'grout']);
  });

  it('puts the newer of equally relevant items first', () => {
    expect(ids('tiles')).toEqual(['new', 'old']);
  });

  it('needs every word, and falls back to any word when nothing has them all', () => {
    expect(ids('mosaic nippers')).toEqual(['mosaic']);
    expect(ids('nippers lake')).toEqual(expect.arrayContaining(['mosaic', 'zurich']));
  });

  it('finds members-only pages for members only', () => {
    expect(ids('bench')).toEqual([]);
    expect(ids('bench', true)).toEqual(['members']);
  });

  it("finds the documents of the page's language only, when it is given", () => {
    const both = new SiteSearch([
      doc('glaze-en', 'Glaze basics', 'Mosaic glaze.'),
      doc('glaze-de', 'Glasur', 'Mosaik Glasur.', { language: 'de', path: '/de/posts/glaze-de' }),
    ]);
    const found = (language?: string) => both.search('mosaic', { member: false, language }).hits.map((hit) => hit.document.id);
    expect(found('en')).toEqual(['glaze-en']);
    expect(found('de')).toEqual(['glaze-de']);
    expect(found()).toEqual(expect.arrayContaining(['glaze-en', 'glaze-de']));
  });

  it('builds the same index in chunks, yielding between them', async () => {
    const documents = Array.from({ length: 450 }, (_, i) => doc(`c${i}`, `Chunk ${i}`, i % 2 ? 'kiln' : 'glaze'));
    const built = await SiteSearch.build(documents);
    expect(built.search('kiln', { member: false }).total).toBe(new SiteSearch(documents).search('kiln', { member: false }).total);
    expect(built.size).toBe(450);
  });

  it('pages the results', () => {
    const many = new SiteSearch(Array.from({ length: 25 }, (_, i) => doc(`p${i}`, `Kiln ${i}`, 'kiln firing')));
    const second = many.search('kiln', { member: false, page: 3 });
    expect(second.total).toBe(25);
    expect(second.pageCount).toBe(3);
    expect(second.hits).toHaveLength(5);
  });
});

describe('snippets and highlights', () => {
  it('marks the matched words of the title and text, as text pieces (React escapes them)', () => {
    const [hit] = search.search('glaze', { member: false }).hits;
    expect(hit!.document.id).toBe('html');
    expect(hit!.snippet).toEqual([
      { text: 'Text with <script>alert(1)</script> inside, about ', match: false },
      { text: 'glaze', match: true },
      { text: '.', match: false },
    ]);
    const [zurich] = search.search('zurich', { member: false }).hits;
    expect(zurich!.title).toEqual([
      { text: 'A studio in ', match: false },
      { text: 'Zürich', match: true },
    ]);
  });

  it('cuts long text around the first match at word boundaries', () => {
    const text = `${'filler '.repeat(60)}the kiln is hot ${'after '.repeat(60)}`;
    const pieces = snippet(text, new Set(['kiln']));
    const joined = pieces.map((piece) => piece.text).join('');
    expect(joined.startsWith('… ')).toBe(true);
    expect(joined.endsWith(' …')).toBe(true);
    expect(joined.length).toBeLessThan(200);
    expect(pieces.filter((piece) => piece.match)).toEqual([{ text: 'kiln', match: true }]);
  });
});

describe('queries', () => {
  it('tells an empty or too long query from one to search', () => {
    expect(parseQuery(undefined)).toEqual({ kind: 'empty' });
    expect(parseQuery('   ')).toEqual({ kind: 'empty' });
    expect(parseQuery(['kiln', 'x'])).toEqual({ kind: 'query', text: 'kiln' });
    const long = parseQuery('a'.repeat(201));
    expect(long).toEqual({ kind: 'too-long', length: 201 });
    expect(parseQuery('é'.repeat(200))).toEqual({ kind: 'query', text: 'é'.repeat(200) });
  });
  it('links to pages of results', () => {
    expect(searchHref('a & b', 2)).toBe('/search?q=a+%26+b&page=2');
  });
});
