import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminApi } from './admin-api.mjs';
import { applySchema } from './schema.mjs';
import { addDemoAttachmentFields } from './seed/index.mjs';
import { setupCms } from './setup.mjs';
import { applyVisualEditor } from './studio-settings.mjs';
import { testDirectus } from './testing.mjs';

/** @typedef {import('@directus/types').Settings} Settings */

// Against the real Directus of the test set-up, already set up and seeded once.
const { url, adminToken, siteToken, previewSecret } = testDirectus();
const api = adminApi(url, adminToken);
/** @param {string} collection */
const count = async (collection) => {
  /** @type {[{ count: number }]} */
  const [{ count }] = await api.get(`/items/${collection}?aggregate[count]=*`);
  return count;
};
/** @type {() => Promise<{ id: string }[]>} */
const files = () => api.get('/files?limit=-1&fields=id');

describe('setupCms', () => {
  it('is idempotent: a second run creates nothing twice', async () => {
    const before = {
      pages: await count('pages'),
      posts: await count('posts'),
      locations: await count('locations'),
      files: (await files()).length,
    };
    await setupCms({ url, adminToken, siteToken });
    const after = {
      pages: await count('pages'),
      posts: await count('posts'),
      locations: await count('locations'),
      files: (await files()).length,
    };
    expect(after).toEqual(before);
  });

  it('keeps editors’ changes to demo content', async () => {
    /** @type {[{ id: number }]} */
    const [post] = await api.get('/items/posts?filter[slug][_eq]=mosaics-and-light&fields=id');
    await api.patch(`/items/posts/${post.id}`, { title: 'Mosaics and light, revised' });
    try {
      await setupCms({ url, adminToken, siteToken });
      /** @type {{ title: string }} */
      const revised = await api.get(`/items/posts/${post.id}?fields=title`);
      expect(revised.title).toBe('Mosaics and light, revised');
    } finally {
      await api.patch(`/items/posts/${post.id}`, { title: 'Mosaics and light' });
    }
  });

  it('restores a snapshot field that went missing, and keeps a field added in the Data Studio', async () => {
    await api.post('/fields/locations', { field: 'parking', type: 'boolean', meta: { interface: 'boolean' } });
    await api.delete('/fields/locations/description');
    expect(await applySchema(api)).toBe(true);
    /** @type {import('@directus/types').Field[]} */
    const locationFields = await api.get('/fields/locations');
    const fields = locationFields.map((field) => field.field);
    expect(fields).toContain('description');
    expect(fields).toContain('parking');
    expect(await applySchema(api)).toBe(false);
    await api.delete('/fields/locations/parking');
  });

  it('gives a database from before Markdown versions their setting (on) and "no index" (off) on its existing items', async () => {
    await api.delete('/fields/site_settings/markdown_versions');
    await api.delete('/fields/pages/seo_no_index');
    await api.delete('/fields/posts/seo_no_index');
    expect(await applySchema(api)).toBe(true);
    /** @type {{ markdown_versions: boolean }} */
    const settings = await api.get('/items/site_settings?fields=markdown_versions');
    expect(settings.markdown_versions).toBe(true);
    for (const collection of ['pages', 'posts']) {
      /** @type {{ seo_no_index: boolean }[]} */
      const items = await api.get(`/items/${collection}?fields=seo_no_index&limit=-1`);
      expect(items.length).toBeGreaterThan(0);
      expect(new Set(items.map((item) => item.seo_no_index))).toEqual(new Set([false]));
    }
    expect(await applySchema(api)).toBe(false);
  });

  it('points the preview links of pages and posts at the site, and keeps them when the schema is applied', async () => {
    // Both have a preview link, as the set-up gives them.
    /** @type {(collection: string) => Promise<{ meta: { preview_url: string, versioning: boolean } }>} */
    const collectionOf = (collection) => api.get(`/collections/${collection}`);
    for (const collection of ['pages', 'posts']) {
      const { meta } = await collectionOf(collection);
      const link = new URL(meta.preview_url.replace('{{id}}', '7').replace('{{$version}}', 'draft'));
      expect(link.pathname).toBe('/api/preview');
      expect(Object.fromEntries(link.searchParams)).toEqual({ secret: previewSecret, collection, id: '7', version: 'draft' });
      // Content versions, which Live Preview and the Visual Editor show.
      expect(meta.versioning).toBe(true);
    }
    expect(await applySchema(api)).toBe(false);
    expect((await collectionOf('posts')).meta.preview_url).toContain(previewSecret);
  });

  it("opens the site in the Data Studio's Visual Editor, keeping an administrator's other URLs and module order", async () => {
    // The site's URL first, as the set-up puts it.
    /** @type {() => Promise<{ visual_editor_urls: [{ url: string }, ...{ url: string }[]], module_bar: NonNullable<Settings['module_bar']> }>} */
    const studioSettings = () => api.get('/settings?fields=visual_editor_urls,module_bar');
    const settings = await studioSettings();
    const [{ url }] = settings.visual_editor_urls;
    expect(Object.fromEntries(new URL(url.replace('{{$version}}', 'published')).searchParams)).toEqual({
      secret: previewSecret,
      version: 'published',
    });
    expect(settings.module_bar).toContainEqual({ type: 'module', id: 'visual', enabled: true });
    expect(await applyVisualEditor(api, { siteUrl: new URL(url).origin, previewSecret })).toBe(false);

    // An administrator adds a URL of their own and switches the module off; a new secret replaces the site's URL.
    const moduleBar = settings.module_bar.map((entry) => (entry.id === 'visual' ? { ...entry, enabled: false } : entry)).reverse();
    await api.patch('/settings', {
      visual_editor_urls: [...settings.visual_editor_urls, { url: 'https://other.example.com' }],
      module_bar: moduleBar,
    });
    expect(await applyVisualEditor(api, { siteUrl: new URL(url).origin, previewSecret: 'a-new-secret-of-32-characters-xx' })).toBe(true);
    const after = await studioSettings();
    expect(after.visual_editor_urls.map((entry) => new URL(entry.url).searchParams.get('secret') ?? entry.url)).toEqual([
      'a-new-secret-of-32-characters-xx',
      'https://other.example.com',
    ]);
    expect(after.module_bar.map((entry) => entry.id)).toEqual(moduleBar.map((entry) => entry.id));
    expect(after.module_bar).toContainEqual({ type: 'module', id: 'visual', enabled: true });
    await api.patch('/settings', settings);
  });

  it('configures English as the default language, with German and Arabic (right to left)', async () => {
    const languages = await api.get('/items/languages?fields=code,name,direction&sort=sort');
    expect(languages).toEqual([
      { code: 'en', name: 'English', direction: 'ltr' },
      { code: 'de', name: 'Deutsch', direction: 'ltr' },
      { code: 'ar', name: 'العربية', direction: 'rtl' },
    ]);
    /** @type {{ default_language: string }} */
    const siteSettings = await api.get('/items/site_settings?fields=default_language');
    expect(siteSettings.default_language).toBe('en');
    for (const collection of ['pages', 'posts', 'forms']) {
      expect(await api.get(`/items/${collection}?filter[language][_null]=true&fields=id`), collection).toEqual([]);
    }
  });

  it('gives a demo form seeded before forms took files its file field, once, and leaves editors’ forms alone', async () => {
    const title = `Contact ${randomUUID()}`;
    const file = { name: 'attachment', label: 'Attachment', type: 'file', required: false, file_types: ['pdf'], max_size_mb: 5 };
    const name = { name: 'name', label: 'Your name', type: 'text', required: true };
    const message = { name: 'message', label: 'Message', type: 'textarea', required: true };
    const newsletter = { name: 'newsletter', label: 'Newsletter', type: 'checkbox', required: false };
    // The form as an earlier seed made it, and as the seed makes it now.
    const earlier = [name, message, newsletter];
    const demo = [{ language: 'en', title, fields: [name, message, file, newsletter] }];
    const edited = { language: 'en', title: `${title}, edited`, fields: [name, message, file, newsletter] };
    /** @type {{ id: number }[]} */
    const [form, editorsForm] = await api.post('/items/forms', [
      { language: 'en', title, fields: earlier },
      { language: 'en', title: edited.title, fields: [name, message] },
    ]);
    /** @type {(id: number | undefined) => Promise<string[]>} */
    const fieldNames = async (id) =>
      /** @type {{ fields: { name: string }[] }} */ (await api.get(`/items/forms/${id}?fields=fields`)).fields.map((field) => field.name);
    try {
      expect(await addDemoAttachmentFields(api, [...demo, edited])).toEqual([`form “${title}” given its file field “attachment”`]);
      expect(await fieldNames(form?.id)).toEqual(['name', 'message', 'attachment', 'newsletter']);
      expect(await fieldNames(editorsForm?.id)).toEqual(['name', 'message']);
      expect(await addDemoAttachmentFields(api, demo)).toEqual([]);
      // An editor removes it: it stays removed.
      await api.patch(`/items/forms/${form?.id}`, { fields: earlier });
      expect(await addDemoAttachmentFields(api, demo)).toEqual([]);
      expect(await fieldNames(form?.id)).toEqual(['name', 'message', 'newsletter']);
    } finally {
      await api.delete('/items/forms', [form?.id, editorsForm?.id]);
    }
  });

  it('gives the Public policy no access at all', async () => {
    for (const collection of ['pages', 'posts', 'orders', 'form_submissions', 'form_submissions_files', 'site_settings']) {
      const response = await fetch(`${url}/items/${collection}`);
      expect(response.status, collection).toBe(403);
    }
    /** @type {[{ id: string }]} */
    const [file] = await api.get('/files?limit=1&fields=id');
    expect((await fetch(`${url}/assets/${file.id}`)).status).toBe(403);
  });
});
