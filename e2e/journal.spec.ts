import { expect, test, type Page } from '@playwright/test';
import { stack } from './stack';

// The journal on the demo content, without JavaScript (everything here is plain links): categories and authors with
// their own paginated pages and a category's feed, and on each post breadcrumbs, reading time, a table of contents
// linking to the Block Editor's headers, the author, previous and next, and related posts, in English, German and Arabic.

test.use({ javaScriptEnabled: false });

const POSTS = [
  {
    path: '/posts/choosing-your-first-nippers',
    trail: ['Home', 'Journal', 'Materials', 'Choosing your first nippers'],
    contents: 'Contents',
    headings: ['Wheeled nippers', 'Side-cutting nippers', 'Which pair to buy first'],
    author: ['Tom Okafor', '/posts/author/tom-okafor'],
    reading: /\d+ minutes? to read/,
    related: 'Related posts',
    breadcrumbs: 'Breadcrumbs',
    more: 'More posts',
  },
  {
    path: '/de/posts/die-erste-zange',
    trail: ['Startseite', 'Journal', 'Materialien', 'Die erste Zange wählen'],
    contents: 'Inhalt',
    headings: ['Die Radzange', 'Der Seitenschneider', 'Welche Zange zuerst?'],
    author: ['Tom Okafor', '/de/posts/author/tom-okafor'],
    reading: /\d+ Minuten? Lesezeit/,
    related: 'Verwandte Beiträge',
    breadcrumbs: 'Brotkrümelnavigation',
    more: 'Weitere Beiträge',
  },
  {
    path: '/ar/posts/ikhtiyar-awwal-qattaa',
    trail: ['الرئيسية', 'المجلة', 'مواد', 'اختيار قطّاعتك الأولى'],
    contents: 'المحتويات',
    headings: ['القطّاعة بعجلتين', 'القطّاعة الجانبية', 'أيّهما تشتري أولًا؟'],
    author: ['Tom Okafor', '/ar/posts/author/tom-okafor'],
    reading: /للقراءة/,
    related: 'مقالات ذات صلة',
    breadcrumbs: 'مسار التنقل',
    more: 'مقالات أخرى',
  },
];

async function open(page: Page, path: string) {
  const response = await page.goto(`${stack.siteUrl}${path}`);
  expect(response?.status(), path).toBe(200);
}

for (const post of POSTS) {
  test(`a post shows its breadcrumbs, reading time, contents, author, neighbours and related posts (${post.path})`, async ({ page }) => {
    await open(page, post.path);
    const trail = page.getByRole('navigation', { name: post.breadcrumbs }).getByRole('link');
    await expect(trail).toHaveText(post.trail);
    await expect(trail.last()).toHaveAttribute('aria-current', 'page');
    await expect(trail.last()).toHaveAttribute('href', post.path);
    await expect(page.locator('.post__meta')).toContainText(post.reading);

    // Each entry of the table of contents leads to its header in the body.
    const contents = page.getByRole('navigation', { name: post.contents }).getByRole('link');
    await expect(contents).toHaveText(post.headings);
    const targets: string[] = [];
    for (const link of await contents.all()) {
      const target = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
      await expect(page.locator(`.prose [id="${target}"]`)).toHaveText(await link.innerText());
      targets.push(target);
    }
    await contents.last().click();
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${targets.at(-1)}`);

    const [name, authorHref] = post.author;
    await expect(page.locator('.post__meta').getByRole('link', { name })).toHaveAttribute('href', authorHref!);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

    const neighbours = page.getByRole('navigation', { name: post.more }).getByRole('link');
    await expect(neighbours).toHaveCount(2);
    await expect(neighbours.first()).toHaveAttribute('rel', 'prev');
    await expect(neighbours.last()).toHaveAttribute('rel', 'next');

    const related = page.getByRole('region', { name: post.related }).getByRole('article');
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(3);
  });
}

test('related posts come from the same category first, then the most recent', async ({ page }) => {
  await open(page, '/posts/choosing-your-first-nippers');
  const related = page.getByRole('region', { name: 'Related posts' }).getByRole('heading', { level: 3 });
  // The newest other "Materials" posts.
  await expect(related).toHaveText(['Smalti: a short history', 'Glaze chemistry for beginners', 'Tools for the first month']);
  // Previous is the next older post, next the next newer one.
  await expect(page.getByRole('link', { name: /^Previous post/ })).toHaveAttribute('href', '/posts/grout-is-part-of-the-picture');
  await expect(page.getByRole('link', { name: /^Next post/ })).toHaveAttribute('href', '/posts/two-films-about-the-craft');
});

test('a category has its page in each language, paginated, with its feed; unknown ones and pages past the end are 404', async ({
  page,
  request,
}) => {
  await open(page, '/posts/category/studio-life');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Studio life');
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link')).toHaveText(['Home', 'Journal', 'Studio life']);
  await expect(page.getByRole('article')).toHaveCount(6);
  await page.getByRole('navigation', { name: 'Pages of Studio life' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  expect(new URL(page.url()).search).toBe('?page=2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Studio life, page 2');

  await open(page, '/de/posts/category/materials');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Materialien');
  await expect(page.getByRole('article')).toContainText(['Die erste Zange wählen']);
  await open(page, '/ar/posts/category/materials');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مواد');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const feed = await request.get(`${stack.siteUrl}/posts/category/materials/feed.xml`);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await feed.text();
  expect(xml).toContain('<title>Tessera Studios · Materials</title>');
  expect(xml).toContain('/posts/choosing-your-first-nippers</link>');
  expect(xml).not.toContain('/posts/two-films-about-the-craft</link>');
  expect(xml).toContain('/posts/category/materials/feed.xml" rel="self"');

  for (const path of [
    '/posts/category/no-such-category',
    '/posts/category/materials?page=99',
    '/posts/category/materials?page=0',
    '/posts/category/%3Cx%3E',
    '/posts/category/no-such-category/feed.xml',
    '/posts/author/nobody',
  ]) {
    expect((await request.get(`${stack.siteUrl}${path}`)).status(), path).toBe(404);
  }
});

test('an author has a page with their photo, bio, links and posts, in each language', async ({ page }) => {
  await open(page, '/posts/author/tom-okafor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts by Tom Okafor');
  await expect(page.getByText('Teaches the beginners’ classes in London')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Elsewhere' }).getByRole('link')).toHaveText(['Tom on Mastodon']);
  await expect(page.getByRole('article').first()).toBeVisible();
  await open(page, '/de/posts/author/tom-okafor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beiträge von Tom Okafor');
  await expect(page.getByText('Unterrichtet die Einsteigerkurse in London')).toBeVisible();
});

test.describe('on a 2× screen', () => {
  test.use({ deviceScaleFactor: 2 });

  test('an author’s photo is downloaded at the size it is shown, not as a viewport-wide file', async ({ page }) => {
    await open(page, '/posts/author/tom-okafor');
    const photo = page.locator('.author-bio__photo');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const { shown, file } = await photo.evaluate((img: HTMLImageElement) => ({
      shown: img.getBoundingClientRect().width,
      file: new URL(img.currentSrc).searchParams.get('width'),
    }));
    expect(shown).toBe(96);
    // 2 × 96 CSS pixels: the 192-px candidate, where the viewport-wide widths gave this screen a 480-px file.
    expect(file).toBe('192');
  });
});

test('the sitemap lists the categories’ and authors’ pages in the languages they have posts in', async ({ request }) => {
  const sitemap = await (await request.get(`${stack.siteUrl}/sitemap.xml`)).text();
  for (const path of [
    '/posts/category/materials',
    '/de/posts/category/materials',
    '/ar/posts/category/materials',
    '/posts/author/tom-okafor',
  ]) {
    expect(sitemap, path).toContain(`${path}</loc>`);
  }
});
