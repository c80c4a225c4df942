import { expect, test } from '@playwright/test';
import MarkdownIt from 'markdown-it';
import { randomId } from '../apps/site/src/lib/random-id';
import { directus, stack } from './stack';

// Pages for machines (features/markdown): each public page, post and product's Markdown version at its address with
// `.md` added and at its own address asked for with `Accept: text/markdown`, in English, German and Arabic; llms.txt
// and llms-full.txt; served by the page cache like the pages (own keys, Vary: Accept, 304, aliases, redirects,
// purged on change); never for members-only, draft, scheduled, expired or "no index" content; off by a site setting.

test.describe.configure({ mode: 'serial' });

const MARKDOWN = 'text/markdown; charset=utf-8';
/** What a browser asks for. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const unique = () =>
  randomId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.siteUrl}${path}`, { headers, redirect: 'manual' });

async function markdownOf(path: string, headers: Record<string, string> = {}) {
  const response = await get(path, headers);
  return { status: response.status, type: response.headers.get('content-type'), headers: response.headers, text: await response.text() };
}

/** Asks for `path` until the page cache answers from a fresh entry (with these request headers). */
async function hit(path: string, headers: Record<string, string> = {}) {
  await expect
    .poll(async () => (await get(path, headers)).headers.get('x-tessera-page-cache'), { timeout: 20_000, intervals: [250] })
    .toBe('HIT');
  return markdownOf(path, headers);
}

const POSTS = [
  { language: 'en', path: '/posts/choosing-your-first-nippers', title: 'Choosing your first nippers', prefix: '' },
  { language: 'de', path: '/de/posts/die-erste-zange', title: 'Die erste Zange wählen', prefix: '/de' },
  { language: 'ar', path: '/ar/posts/ikhtiyar-awwal-qattaa', title: '', prefix: '/ar' },
];

test.describe('Markdown versions', () => {
  for (const post of POSTS) {
    test(`of a post in ${post.language}: at .md and by Accept, the same, kept apart from the HTML page in the cache`, async () => {
      const byAddress = await markdownOf(`${post.path}.md`);
      expect(byAddress.status).toBe(200);
      expect(byAddress.type).toBe(MARKDOWN);
      const canonical = `${stack.siteUrl}${post.path}`;
      expect(byAddress.text).toMatch(/^---\ntitle: "[^"\n]+"\n/);
      expect(byAddress.text).toContain(`\nlanguage: "${post.language}"\n`);
      expect(byAddress.text).toContain(`\ncanonical: "${canonical}"\n`);
      expect(byAddress.text).toMatch(/\npublished: "\d{4}-\d\d-\d\d/);
      expect(byAddress.text).toMatch(/\nauthor: "[^"]+"\n/);
      if (post.title) expect(byAddress.text).toContain(`\n# ${post.title}\n`);
      expect(byAddress.headers.get('link')).toBe(`<${canonical}>; rel="canonical"`);
      // Rendered back by a CommonMark renderer: no raw HTML, and the page's own text.
      const html = new MarkdownIt({ html: true }).render(byAddress.text);
      expect(html).not.toMatch(/<(script|iframe|img[^>]+onerror)/i);

      // The page's own address: Markdown when asked for, HTML for a browser, each time, both from the cache.
      for (let round = 0; round < 2; round++) {
        const markdown = await hit(post.path, { accept: 'text/markdown' });
        expect(markdown.type).toBe(MARKDOWN);
        expect(markdown.text).toBe(byAddress.text);
        expect(markdown.headers.get('vary')).toMatch(/\bAccept\b/);
        const page = await hit(post.path, { accept: BROWSER_ACCEPT });
        expect(page.type).toMatch(/^text\/html/);
        expect(page.headers.get('vary')).toMatch(/\bAccept\b/);
        expect(page.text).toContain(`<link rel="alternate" type="text/markdown" href="${canonical}.md"/>`);
      }
      expect((await hit(`${post.path}.md`)).text).toBe(byAddress.text);
    });
  }

  test('of the home pages, the pages with sections and a product', async () => {
    const home = await markdownOf('/index.md');
    expect(home.status).toBe(200);
    expect(home.text).toContain(`canonical: "${stack.siteUrl}/"`);
    const german = await markdownOf('/de/index.md');
    expect(german.status).toBe(200);
    expect(german.text).toContain(`canonical: "${stack.siteUrl}/de"`);
    expect(german.text).toContain('language: "de"');
    expect((await markdownOf('/ar/index.md')).text).toContain('language: "ar"');

    // A form becomes a sentence linking to its page; locations a list of addresses; products their name, price and link.
    const contact = await markdownOf('/contact.md');
    expect(contact.text).toContain(`, open the page: [Contact](${stack.siteUrl}/contact)`);
    const locations = await markdownOf('/locations.md');
    expect(locations.text).toMatch(/\n- [^\n]+: [^\n]+, [A-Z]{2}/);
    const shop = await markdownOf('/shop.md');
    expect(shop.text).toMatch(/Price: [^\n]+\d/);
    expect(shop.text).toContain(`(${stack.siteUrl}/products/`);
    const product = await markdownOf('/products/starter-mosaic-kit.md');
    expect(product.status).toBe(200);
    expect(product.text).toMatch(/\nPrice: [^\n]+\d/);
    expect((await markdownOf('/de/products/starter-mosaic-kit.md')).text).toMatch(/\nPreis: /);
  });

  test('are served like the pages: 304, canonical aliases, no query string, redirects, and not at /md', async () => {
    const path = '/posts/choosing-your-first-nippers.md';
    const first = await hit(path);
    const etag = first.headers.get('etag')!;
    expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
    expect((await get(path.replace('/choosing', '/%63hoosing'))).headers.get('location')).toBe(path);
    const tracked = await hit(`${path}?utm_source=assistant`);
    expect(tracked.text).toBe(first.text);
    expect((await get('/md/posts/choosing-your-first-nippers')).status).toBe(404);
    expect((await get('/de/md/posts/die-erste-zange')).status).toBe(404);

    const from = `/moved-${unique()}`;
    const rule = await directus<{ id: number }>('POST', '/items/redirects', {
      from,
      to: '/posts/choosing-your-first-nippers',
      status: 301,
      active: true,
    });
    try {
      await expect.poll(async () => (await get(`${from}.md`)).headers.get('location'), { timeout: 10_000 }).toBe(path);
      expect((await get(`${from}.md`)).status).toBe(301);
    } finally {
      await directus('DELETE', `/items/redirects/${rule.id}`);
    }
  });

  test('change with their post, through the same revalidation', async () => {
    const [post] = await directus<{ id: number; title: string }[]>(
      'GET',
      '/items/posts?filter[slug][_eq]=grout-is-part-of-the-picture&fields=id,title',
    );
    const path = '/posts/grout-is-part-of-the-picture';
    await hit(`${path}.md`);
    await hit(path, { accept: 'text/markdown' });
    await hit('/llms.txt');
    const title = `Grout, again ${unique()}`;
    await directus('PATCH', `/items/posts/${post!.id}`, { title });
    try {
      for (const [address, headers] of [
        [`${path}.md`, {}],
        [path, { accept: 'text/markdown' }],
        ['/llms.txt', {}],
      ] as const) {
        await expect.poll(async () => (await markdownOf(address, headers)).text, { timeout: 15_000 }).toContain(title);
      }
    } finally {
      await directus('PATCH', `/items/posts/${post!.id}`, { title: post!.title });
    }
  });
});

test.describe('What never has a Markdown version', () => {
  test('members-only pages, drafts, scheduled, expired and "no index" posts: 404 everywhere, never listed', async () => {
    const id = unique();
    const body = { blocks: [{ id: 'p', type: 'paragraph', data: { text: `Secret words ${id}` } }] };
    const post = (slug: string, extra: object) => ({ language: 'en', title: `Hidden ${slug}`, slug, excerpt: 'x', body, ...extra });
    const cases = {
      draft: post(`draft-${id}`, { status: 'draft' }),
      scheduled: post(`scheduled-${id}`, { status: 'published', published_at: new Date(Date.now() + 86_400_000).toISOString() }),
      expired: post(`expired-${id}`, { status: 'published', expires_at: new Date(Date.now() - 60_000).toISOString() }),
      noindex: post(`noindex-${id}`, { status: 'published', seo_no_index: true }),
    };
    const created: number[] = [];
    try {
      for (const item of Object.values(cases)) created.push((await directus<{ id: number }>('POST', '/items/posts', item)).id);
      const paths = [...Object.values(cases).map((item) => `/posts/${item.slug}`), '/members'];
      for (const path of paths) {
        expect((await get(`${path}.md`)).status, `${path}.md`).toBe(404);
        expect((await get(path, { accept: 'text/markdown' })).status, path).toBe(404);
      }
      // The "no index" post's HTML page asks search engines not to index it, and links no Markdown version.
      const noindex = await (await get(`/posts/${cases.noindex.slug}`)).text();
      expect(noindex).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(noindex).not.toContain('type="text/markdown"');
      for (const file of ['/llms.txt', '/llms-full.txt']) {
        const text = (await markdownOf(file)).text;
        expect(text).not.toContain(id);
        expect(text).not.toContain('/members.md');
        expect(text).not.toContain('winter-programme-draft');
      }
    } finally {
      for (const key of created) await directus('DELETE', `/items/posts/${key}`);
    }
  });

  test('a draft, only with the preview pass', async () => {
    const id = unique();
    const draft = await directus<{ id: number }>('POST', '/items/posts', {
      status: 'draft',
      language: 'en',
      title: `Draft ${id}`,
      slug: `draft-${id}`,
      excerpt: 'x',
      body: { blocks: [{ id: 'p', type: 'paragraph', data: { text: `Draft words ${id}` } }] },
    });
    try {
      const secret = process.env.TESSERA_TEST_PREVIEW_SECRET!;
      const opened = await fetch(`${stack.siteUrl}/api/preview?secret=${secret}&collection=posts&id=${draft.id}`, { redirect: 'manual' });
      const cookie = opened.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const preview = await markdownOf(`/posts/draft-${id}.md`, { cookie });
      expect(preview.status).toBe(200);
      expect(preview.text).toContain(`Draft words ${id}`);
      expect(preview.headers.get('cache-control')).toBe('private, no-store');
      expect((await get(`/posts/draft-${id}.md`)).status).toBe(404);
    } finally {
      await directus('DELETE', `/items/posts/${draft.id}`);
    }
  });
});

test.describe('llms.txt', () => {
  test('in English, German and Arabic: the site, then its pages, posts (newest first) and products', async () => {
    const english = await markdownOf('/llms.txt');
    expect(english.status).toBe(200);
    expect(english.type).toBe(MARKDOWN);
    expect(english.text).toMatch(/^# Tessera Studios\n\n> [^\n]+\n\n## Pages\n\n- \[/);
    expect(english.text).toContain('\n## Posts\n');
    expect(english.text).toContain('\n## Products\n');
    expect(english.text).toContain(`](${stack.siteUrl}/posts/choosing-your-first-nippers.md): `);
    expect(english.text).toContain(`](${stack.siteUrl}/index.md)`);
    expect(english.text.indexOf('/posts/two-films-about-the-craft.md')).toBeLessThan(
      english.text.indexOf('/posts/choosing-your-first-nippers.md'),
    );
    const german = await markdownOf('/de/llms.txt');
    expect(german.text).toContain(`](${stack.siteUrl}/de/posts/die-erste-zange.md): `);
    expect(german.text).toContain(`](${stack.siteUrl}/de/index.md)`);
    const arabic = await markdownOf('/ar/llms.txt');
    expect(arabic.text).toMatch(/^# استوديوهات تيسيرا\n/);
    expect(arabic.text).toContain(`](${stack.siteUrl}/ar/posts/ikhtiyar-awwal-qattaa.md)`);

    const full = await markdownOf('/llms-full.txt');
    expect(full.type).toBe(MARKDOWN);
    expect(full.text.startsWith('# Tessera Studios\n')).toBe(true);
    expect(full.text).toContain(`canonical: "${stack.siteUrl}/posts/choosing-your-first-nippers"`);
    expect(Buffer.byteLength(full.text)).toBeLessThan(1_000_000 + 1000);

    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`# For AI assistants: ${stack.siteUrl}/llms.txt`);
  });

  test('and the Markdown versions turn off with the site setting', async () => {
    await directus('PATCH', '/items/site_settings', { markdown_versions: false });
    try {
      for (const path of ['/llms.txt', '/de/llms-full.txt', '/posts/choosing-your-first-nippers.md']) {
        await expect.poll(async () => (await get(path)).status, { timeout: 15_000 }).toBe(404);
      }
      await expect
        .poll(async () => (await (await get('/posts/choosing-your-first-nippers')).text()).includes('type="text/markdown"'), {
          timeout: 15_000,
        })
        .toBe(false);
      expect(await (await get('/robots.txt')).text()).not.toContain('llms.txt');
    } finally {
      await directus('PATCH', '/items/site_settings', { markdown_versions: true });
    }
    await expect.poll(async () => (await get('/llms.txt')).status, { timeout: 15_000 }).toBe(200);
  });
});
