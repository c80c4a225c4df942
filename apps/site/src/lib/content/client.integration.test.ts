import { linkedSection } from '@tessera/sections';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as content from './index';
import { directusAsAdmin as admin } from './testing';

// Against the real Directus started by the test set-up, through the site's least-privilege token.
const directusUrl = process.env.TESSERA_TEST_DIRECTUS_URL!;
beforeAll(() => {
  vi.stubEnv('DIRECTUS_URL', directusUrl);
  vi.stubEnv('DIRECTUS_TOKEN', process.env.TESSERA_TEST_SITE_TOKEN!);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.stubEnv('DIRECTUS_URL', directusUrl);
});

describe('content queries', () => {
  it('reads the published home page with its sections in order', async () => {
    const page = await content.getPage('');
    expect(page?.title).toBe('Home');
    expect(page?.sections.map((section) => linkedSection(section)?.type)).toEqual(['hero', 'rich_text', 'posts']);
    expect(linkedSection(page!.sections[0]!)?.heading).toBe('Make something that lasts');
  });

  it('reads pages and posts in the default language unless asked for another', async () => {
    // English, German and Arabic each have a home page (apps/cms/src/seed/translated.mjs).
    expect(await content.getDefaultLanguage()).toBe('en');
    expect((await content.getPage(''))?.language).toBe('en');
    expect(await content.getPage('kontakt')).toBeNull();
    const german = await content.getPage('kontakt', 'de');
    expect(german?.title).toBe('Kontakt');
    expect(german?.translation_of).toBe((await content.getPage('contact'))?.id);
    expect((await content.getPage('', 'ar'))?.title).toBe('الرئيسية');
    expect((await content.listPosts({ language: 'de' })).total).toBe(3);
    expect(await content.getPost('die-erste-zange')).toBeNull();
    expect((await content.getPost('die-erste-zange', 'de'))?.title).toBe('Die erste Zange wählen');
  });

  it('never returns a draft page or post', async () => {
    expect(await content.getPage('studio-rules')).toBeNull();
    expect(await content.getPost('winter-programme-draft')).toBeNull();
    const drafts = await content.listItems('pages', { filter: { status: { _eq: 'draft' } }, fields: ['slug'] });
    expect(drafts.length).toBeGreaterThan(0);
  });

  it('pages through published posts, newest first', async () => {
    const first = await content.listPosts({ page: 1, perPage: 5 });
    // Twelve articles and sixty studio notes (apps/cms/src/seed).
    expect(first.total).toBe(72);
    expect(first.pageCount).toBe(15);
    const dates = first.posts.map((post) => post.published_at!);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('builds nested navigation from published pages and URLs', async () => {
    const navigation = await content.getNavigation('en', 'en');
    expect(navigation.map((link) => link.href)).toEqual(['/', '/about', '/posts', '/locations', '/shop', '/contact']);
  });

  it('reads the settings singleton and the locations', async () => {
    expect((await content.getSiteSettings())?.site_name).toBe('Tessera Studios');
    expect((await content.listLocations()).length).toBeGreaterThanOrEqual(200);
  });

  it('reads server info, schema and GraphQL', async () => {
    expect(await content.ping()).toBe('pong');
    expect(await content.info()).toBeTypeOf('object');
    const collections = await content.listCollections();
    expect(collections.map((collection) => collection.collection)).toContain('pages');
    const fields = await content.listFields('posts');
    expect(fields.map((field) => field.field)).toContain('body');
    expect((await content.listRelations()).length).toBeGreaterThan(0);
    const result = await content.graphqlQuery<{ posts: { slug: string }[] }>(
      'query { posts(limit: 1, filter: { status: { _eq: "published" } }) { slug } }',
    );
    expect(result.posts).toHaveLength(1);
  });

  it('streams an asset with a transformation', async () => {
    const [post] = (await content.listPosts({ perPage: 1 })).posts;
    const response = await content.fetchAsset(post!.cover_image!, { width: 320, format: 'jpg' });
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('creates, updates and deletes items with the site token where it may', async () => {
    const order = await content.createOne('orders', { product: 1, amount: 3900, currency: 'eur', email: 'buyer@example.com' });
    expect(order.status).toBe('pending');
    const updated = await content.updateOne('orders', order.id, { status: 'processing' });
    expect(updated.status).toBe('processing');
    // The site may not delete orders: Directus refuses, and the error says so.
    await expect(content.deleteOne('orders', order.id)).rejects.toMatchObject({ kind: 'forbidden' });
  });
});

describe('errors', () => {
  it('rejects an empty identifier before any request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(content.getItem('posts', '')).rejects.toThrow('id cannot be an empty string');
    await expect(content.listItems('' as 'posts')).rejects.toThrow('collection cannot be an empty string');
    await expect(content.signIn('', 'x')).rejects.toThrow('email cannot be an empty string');
    await expect(content.fetchAsset('')).rejects.toThrow('id cannot be an empty string');
    await expect(content.importFileFromUrl('')).rejects.toThrow('url cannot be an empty string');
    await expect(content.graphqlQuery('')).rejects.toThrow('query cannot be an empty string');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("passes on the server's first error message", async () => {
    await expect(content.signIn('nobody@example.com', 'wrong password')).rejects.toMatchObject({
      message: 'Invalid user credentials.',
      kind: 'unauthorized',
      status: 401,
    });
    // The site's token may not write pages.
    await expect(content.createOne('pages', { title: 'Nope', slug: 'nope', language: 'en' })).rejects.toMatchObject({
      kind: 'forbidden',
      status: 403,
    });
  });

  it('reports a transport failure with the transport message', async () => {
    vi.stubEnv('DIRECTUS_URL', 'http://127.0.0.1:9');
    await expect(content.getPage('')).rejects.toMatchObject({ message: 'fetch failed', kind: 'unavailable' });
  });
});

describe('member sessions', () => {
  const email = `member-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';

  let userId = '';
  beforeAll(async () => {
    const [role] = await admin<{ id: string }[]>('GET', '/roles?filter[name][_eq]=Member');
    userId = (await admin<{ id: string }>('POST', '/users', { email, password, role: role!.id, status: 'active' })).id;
  });

  it('signs in, reads /users/me, refreshes and signs out', async () => {
    const tokens = await content.signIn(email, password);
    expect(tokens.expires_at).toBeGreaterThan(Date.now());
    const refreshed = await content.refreshSession(tokens.refresh_token);
    // A refresh rotates the refresh token (access tokens issued in the same second can be identical).
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    await content.signOut(refreshed.refresh_token);
    await expect(content.refreshSession(refreshed.refresh_token)).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('lets only members sign in on the site, with the same answer as a wrong password for anyone else', async () => {
    expect((await content.signInMember(email, password)).refresh_token).toBeTruthy();
    const editor = `editor-${Date.now()}@example.com`;
    await admin('POST', '/users', { email: editor, password, status: 'active' });
    await expect(content.signInMember(editor, password)).rejects.toMatchObject({
      message: 'Invalid user credentials.',
      kind: 'unauthorized',
    });
  });

  it('refreshes the access token automatically within 30000 ms of expiry, and not before', async () => {
    const tokens = await content.signIn(email, password);
    const onRefresh = vi.fn();

    const fresh = content.memberClient({ ...tokens, expires_at: Date.now() + 60_000 }, onRefresh);
    expect((await fresh.me()).id).toBe(userId);
    expect(onRefresh).not.toHaveBeenCalled();

    const expiring = content.memberClient({ ...tokens, expires_at: Date.now() + content.REFRESH_BEFORE_EXPIRY_MS - 5_000 }, onRefresh);
    expect((await expiring.me()).id).toBe(userId);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    const renewed = onRefresh.mock.calls[0]![0] as content.SessionTokens;
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect(renewed.expires_at).toBeGreaterThan(Date.now() + content.REFRESH_BEFORE_EXPIRY_MS);
  });

  it("reads and changes a member's profile with the site token, and lists only their own records", async () => {
    const updated = await content.updateMemberProfile(userId, { first_name: 'Grace', last_name: 'Hopper', role: 'x' } as never);
    expect(updated).toMatchObject({ id: userId, first_name: 'Grace', last_name: 'Hopper', email });
    const [user] = await admin<{ role: string | null }[]>('GET', `/users?filter[id][_eq]=${userId}&fields=role.name`);
    expect(user!.role).toEqual({ name: 'Member' });
    expect(await content.getMemberProfile(userId)).toEqual(updated);

    const [product] = await admin<{ id: number }[]>('GET', '/items/products?limit=1&fields=id');
    await admin('POST', '/items/orders', { product: product!.id, amount: 100, currency: 'eur', email, status: 'paid', member: userId });
    await admin('POST', '/items/orders', {
      product: product!.id,
      amount: 200,
      currency: 'eur',
      email: 'other@example.com',
      status: 'paid',
    });
    const orders = await content.listMemberOrders(userId);
    expect(orders.map((order) => order.amount)).toEqual([100]);
    expect(await content.listMemberSubmissions(userId)).toEqual([]);
  });
});
