import { expect, test } from '@playwright/test';
import { randomId } from '../apps/site/src/lib/random-id';
import { directus, freshFromCache, RUNS_ALONE, stack } from './stack';

// Scheduled publishing (features/scheduling): a post and a page whose publication time is 30 s ahead, and a post
// that expires then, change everywhere visitors look within 10 s of that time, through the page cache, with no
// edit, request to Directus's hooks or restart in between; the scheduled post's German translation, which has no
// times of its own, keeps its original's; the editor's preview shows the post before its time, and the expired
// post's address can then take a redirect.

const unique = () =>
  randomId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
/** A client address per call: the polling below must not run into the search's rate limit. */
const pollHeaders = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` });
const body = (text: string) => ({ blocks: [{ id: 'p', type: 'paragraph', data: { text } }] });

interface Seen {
  scheduledPost: boolean[];
  scheduledPage: boolean;
  /** The translation's address, and the German journal. */
  scheduledTranslation: boolean[];
  expiringPost: boolean[];
  /** Through Varnish (the CDN the site purges): the scheduled post in the journal, the expiring post's address. */
  varnish: boolean[];
}

test(
  'a post and a page appear at their publication time, and a post disappears at its expiry, within 10 s and through every cache',
  RUNS_ALONE,
  async () => {
    test.setTimeout(120_000);
    const id = unique();
    const at = Date.now() + 30_000;
    const scheduled = { title: `Scheduled tesserae ${id}`, slug: `scheduled-${id}` };
    const expiring = { title: `Expiring tesserae ${id}`, slug: `expiring-${id}` };
    const translation = { title: `Geplante Mosaiksteine ${id}`, slug: `geplant-${id}` };
    const page = { title: `Scheduled page ${id}`, slug: `scheduled-page-${id}` };
    const created: [string, number][] = [];
    const create = async (collection: string, item: object) => {
      const { id: key } = await directus<{ id: number }>('POST', `/items/${collection}`, item);
      created.push([collection, key]);
      return key;
    };
    try {
      const scheduledId = await create('posts', {
        status: 'published',
        language: 'en',
        ...scheduled,
        excerpt: `Goes live by itself ${id}.`,
        published_at: new Date(at).toISOString(),
        body: body(`Scheduled ${id}`),
      });
      await create('posts', {
        status: 'published',
        language: 'de',
        translation_of: scheduledId,
        ...translation,
        excerpt: `Erscheint von selbst ${id}.`,
        body: body(`Geplant ${id}`),
      });
      await create('posts', {
        status: 'published',
        language: 'en',
        ...expiring,
        excerpt: `Goes away by itself ${id}.`,
        published_at: new Date(Date.now() - 60_000).toISOString(),
        expires_at: new Date(at).toISOString(),
        body: body(`Expiring ${id}`),
      });
      await create('pages', { status: 'published', language: 'en', ...page, published_at: new Date(at).toISOString() });

      const text = async (path: string) => (await fetch(`${stack.siteUrl}${path}`, { headers: pollHeaders() })).text();
      const status = async (path: string) => (await fetch(`${stack.siteUrl}${path}`, { headers: pollHeaders() })).status;
      const varnish = async (path: string) => {
        const response = await fetch(`${process.env.TESSERA_TEST_VARNISH_URL}${path}`, { redirect: 'manual' });
        return { status: response.status, cache: response.headers.get('x-cache'), body: await response.text() };
      };
      /** Where each item shows: its address, the journal, the home page's posts section, the sitemap, the feed, the search. */
      async function seen(): Promise<Seen> {
        const [journal, home, sitemap, feed, search, germanJournal] = await Promise.all(
          ['/posts', '/', '/sitemap.xml', '/posts/feed.xml', `/search?q=${id}`, '/de/posts'].map(text),
        );
        const places = (item: { title: string; slug: string }, address: number) => [
          address === 200,
          journal!.includes(item.title),
          home!.includes(item.title),
          sitemap!.includes(`/posts/${item.slug}<`),
          feed!.includes(item.title),
          search!.includes(`href="/posts/${item.slug}"`),
        ];
        return {
          scheduledPost: places(scheduled, await status(`/posts/${scheduled.slug}`)),
          scheduledPage: (await status(`/${page.slug}`)) === 200,
          scheduledTranslation: [(await status(`/de/posts/${translation.slug}`)) === 200, germanJournal!.includes(translation.title)],
          expiringPost: places(expiring, await status(`/posts/${expiring.slug}`)),
          varnish: [(await varnish('/posts')).body.includes(scheduled.title), (await varnish(`/posts/${expiring.slug}`)).status === 200],
        };
      }
      const before: Seen = {
        scheduledPost: Array(6).fill(false),
        scheduledPage: false,
        scheduledTranslation: [false, false],
        expiringPost: Array(6).fill(true),
        varnish: [false, true],
      };
      const after: Seen = {
        scheduledPost: Array(6).fill(true),
        scheduledPage: true,
        scheduledTranslation: [true, true],
        expiringPost: Array(6).fill(false),
        varnish: [true, false],
      };

      // Directus's hook reported the new items; the cached pages settle on the content before the time.
      await expect.poll(seen, { timeout: 20_000, intervals: [500] }).toEqual(before);
      for (const path of ['/posts', '/', '/sitemap.xml', '/posts/feed.xml', `/posts/${expiring.slug}`]) {
        expect((await freshFromCache(`${stack.siteUrl}${path}`)).headers.get('x-tessera-page-cache'), path).toBe('HIT');
      }
      // Varnish keeps its own copies, which only the site's purge at the time can drop.
      for (const path of ['/posts', `/posts/${expiring.slug}`]) {
        await expect.poll(async () => (await varnish(path)).cache, { timeout: 15_000, intervals: [250] }).toBe('HIT');
      }
      // An editor's preview shows the scheduled post already.
      const secret = process.env.TESSERA_TEST_PREVIEW_SECRET!;
      const opened = await fetch(`${stack.siteUrl}/api/preview?secret=${secret}&collection=posts&id=${scheduledId}`, {
        redirect: 'manual',
      });
      const cookie = opened.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const preview = await fetch(new URL(opened.headers.get('location')!, stack.siteUrl), { headers: { cookie } });
      expect(preview.status).toBe(200);
      expect(await preview.text()).toContain(scheduled.title);
      expect(Date.now(), 'the set-up took too long to look before the time').toBeLessThan(at - 1000);
      expect(await seen()).toEqual(before);

      await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
      await expect.poll(seen, { timeout: 10_000, intervals: [250] }).toEqual(after);
      // Cached again, with the new content.
      for (const path of ['/posts', '/posts/feed.xml', `/posts/${scheduled.slug}`]) {
        expect((await freshFromCache(`${stack.siteUrl}${path}`)).headers.get('x-tessera-page-cache'), path).toBe('HIT');
        expect(await text(path), path).toContain(scheduled.title);
      }
      // The expired post's address may now take a redirect (refused while the post was live), which it then follows.
      await create('redirects', { from: `/posts/${expiring.slug}`, to: '/posts', status: 301, active: true });
      await expect
        .poll(async () => {
          const response = await fetch(`${stack.siteUrl}/posts/${expiring.slug}`, { redirect: 'manual' });
          return [response.status, response.headers.get('location')?.replace(stack.siteUrl, '')];
        })
        .toEqual([301, '/posts']);
    } finally {
      for (const [collection, key] of created.reverse()) await directus('DELETE', `/items/${collection}/${key}`).catch(() => {});
    }
  },
);
