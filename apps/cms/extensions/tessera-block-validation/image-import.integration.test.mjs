import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORTED_IMAGES_FOLDER } from '@tessera/blocks';
import { STUB_PHOTO } from '../../../../scripts/lib/image-host-stub.mjs';
import { adminApi, query } from '../../src/admin-api.mjs';
import { importPastedImages } from '../../src/pasted-images.mjs';
import { refusal, testDirectus } from '../../src/testing.mjs';

// Against the real Directus of the test set-up, which loads the hook, and the stand-in image host it may import from
// (TESSERA_TEST_IMAGE_HOST names that host's exact address and port to Directus; nothing else on loopback is allowed).
const directus = testDirectus();
const api = adminApi(directus.url, directus.adminToken);
const imageHost = () => {
  const url = process.env['TESSERA_TEST_IMAGE_HOST_URL'];
  if (!url) throw new Error('TESSERA_TEST_IMAGE_HOST_URL is not set: run the test through Vitest.');
  return url;
};

/** @typedef {{ id: number, body: { blocks: { type: string, data: Record<string, any> }[] } }} Post */

/** @param {Record<string, unknown>} image the image block's data */
const postWith = (image) => ({
  title: 'Pasted',
  language: 'en',
  slug: `pasted-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  published_at: new Date().toISOString(),
  body: {
    blocks: [
      { id: 'p', type: 'paragraph', data: { text: 'A view:' } },
      { id: 'i', type: 'image', data: { caption: 'The lake', ...image } },
    ],
  },
});

/**
 * The files imported from `url`, by the description the hook gives them.
 * @param {string} url
 * @returns {Promise<{ id: string, folder: string | null, type: string, width: number, height: number }[]>}
 */
const importedFrom = (url) =>
  api.get(`/files${query({ filter: { description: { _eq: `Imported from ${url}` } }, fields: 'id,folder,type,width,height' })}`);

describe('images pasted by URL', () => {
  it('are imported into the file library at save, and the block points at the file as a library image does', async () => {
    const url = `${imageHost()}/photo.jpg?${Date.now()}`;
    /** @type {Post} */
    const post = await api.post('/items/posts', postWith({ file: { url } }));
    const [file] = await importedFrom(url);
    expect(file).toMatchObject({ folder: IMPORTED_IMAGES_FOLDER.id, type: 'image/jpeg', ...STUB_PHOTO });
    const data = post.body.blocks[1]?.data;
    expect(data).toEqual({
      caption: 'The lake',
      file: expect.objectContaining({ url: `/assets/${file?.id}`, fileId: file?.id, fileURL: `/files/${file?.id}`, ...STUB_PHOTO }),
    });
    // Directus serves it, resized, as any file of the library.
    const asset = await fetch(`${directus.url}/assets/${file?.id}?width=320&access_token=${directus.adminToken}`);
    expect(asset.headers.get('content-type')).toBe('image/jpeg');
  });

  it("are imported in the specification's shape (`url` on the block) and in sections and content versions too", async () => {
    const url = `${imageHost()}/photo.webp?${Date.now()}`;
    /** @type {{ id: number, rich_text_content: Post['body'] }} */
    const section = await api.post('/items/sections', { type: 'rich_text', heading: 'Pasted', rich_text_content: postWith({ url }).body });
    expect(section.rich_text_content.blocks[1]?.data['file'].url).toMatch(/^\/assets\//);
    expect(section.rich_text_content.blocks[1]?.data['url']).toBeUndefined();

    /** @type {Post} */
    const post = await api.post('/items/posts', postWith({ file: { url: `${imageHost()}/photo.jpg?v=${Date.now()}` } }));
    /** @type {{ id: string }} */
    const version = await api.post('/versions', { key: `pasted-${Date.now()}`, collection: 'posts', item: String(post.id) });
    try {
      const versioned = `${imageHost()}/photo.jpg?version=${Date.now()}`;
      await api.post(`/versions/${version.id}/save`, { body: postWith({ file: { url: versioned } }).body });
      /** @type {{ delta: { body: Post['body'] } }} */
      const saved = await api.get(`/versions/${version.id}`);
      const [file] = await importedFrom(versioned);
      expect(saved.delta.body.blocks[1]?.data['file'].url).toBe(`/assets/${file?.id}`);
    } finally {
      await api.delete(`/versions/${version.id}`);
    }
  });

  it('that cannot be used are refused at save, naming the block and saying why, and nothing is stored', async () => {
    const host = imageHost();
    const directusPort = new URL(directus.url).port;
    /** @type {[url: string, reason: string][]} */
    const cases = [
      [`${host}/page.jpg`, 'it is not a JPEG, PNG, WebP, AVIF or GIF image (SVG drawings and web pages are not accepted)'],
      [`${host}/script.jpg`, 'it is not a JPEG, PNG, WebP, AVIF or GIF image (SVG drawings and web pages are not accepted)'],
      [`${host}/drawing.svg`, 'it is not a JPEG, PNG, WebP, AVIF or GIF image (SVG drawings and web pages are not accepted)'],
      [`${host}/bomb.png`, 'it is too large: 100000 × 100000 pixels, where at most 40 million are accepted'],
      [`${host}/huge.jpg`, 'it is larger than 20 MB'],
      [`${host}/missing.jpg`, 'its server answered with an error (HTTP 404)'],
      // Directus itself, by several spellings, and the cloud metadata address: server-side request forgery.
      [`http://127.0.0.1:${directusPort}/server/info`, 'its address leads into a private network, which Tessera never fetches from'],
      [`http://2130706433:${directusPort}/server/info`, 'its address leads into a private network, which Tessera never fetches from'],
      [
        `http://[::ffff:127.0.0.1]:${directusPort}/server/info`,
        'its address leads into a private network, which Tessera never fetches from',
      ],
      [`http://localhost:${directusPort}/server/info`, 'its address leads into a private network, which Tessera never fetches from'],
      ['http://169.254.169.254/latest/meta-data/', 'its address leads into a private network, which Tessera never fetches from'],
      [
        `${host}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${directusPort}/server/info`)}`,
        'its address leads into a private network, which Tessera never fetches from',
      ],
    ];
    for (const [url, reason] of cases) {
      const refused = await refusal(api.post('/items/posts', postWith({ file: { url } })));
      expect(refused.status, url).toBe(400);
      expect(refused.reason, url).toBe(
        `Block 2 (image) in field "body": the image at ${url} cannot be used, as ${reason}. Upload it to the file library instead.`,
      );
      expect(await importedFrom(url), url).toEqual([]);
    }
  });

  it('saved before imports existed are brought in by the set-up, or listed when they cannot be', async () => {
    const good = `${imageHost()}/photo.jpg?legacy=${Date.now()}`;
    const gone = `${imageHost()}/missing.jpg?legacy=${Date.now()}`;
    const plain = () => ({ ...postWith({}), body: { blocks: [{ id: 'p', type: 'paragraph', data: { text: 'Soon a picture.' } }] } });
    /** @type {Post[]} */
    const posts = await Promise.all([api.post('/items/posts', plain()), api.post('/items/posts', plain())]);
    // Written to the database directly, as a Directus from before the import left them.
    const database = new DatabaseSync(join(process.env['TESSERA_TEST_DATA_DIR'] ?? '', 'directus.db'));
    try {
      database.exec('PRAGMA busy_timeout = 5000');
      const update = database.prepare('UPDATE posts SET body = ? WHERE id = ?');
      update.run(JSON.stringify(postWith({ file: { url: good } }).body), posts[0]?.id ?? 0);
      update.run(JSON.stringify(postWith({ url: gone }).body), posts[1]?.id ?? 0);
    } finally {
      database.close();
    }
    const changes = await importPastedImages(api);
    expect(changes).toContain(`imported 1 image pasted by URL into the file library (posts ${posts[0]?.id}, field "body")`);
    expect(changes).toContain(
      `an image pasted by URL could not be imported, shown as a link until an editor uploads it (posts ${posts[1]?.id}, field "body"): ` +
        `Block 2 (image) in field "body": the image at ${gone} cannot be used, as its server answered with an error (HTTP 404). Upload it to the file library instead.`,
    );
    /** @type {Post} */
    const imported = await api.get(`/items/posts/${posts[0]?.id}`);
    const [file] = await importedFrom(good);
    expect(imported.body.blocks[1]?.data['file'].url).toBe(`/assets/${file?.id}`);
    // Run again: the imported one is done; the one that failed is listed again, nothing imported twice.
    const again = await importPastedImages(api);
    expect(again.filter((change) => change.includes(`posts ${posts[0]?.id},`))).toEqual([]);
    expect(again.filter((change) => change.includes(`posts ${posts[1]?.id},`))).toHaveLength(1);
    expect(await importedFrom(good)).toHaveLength(1);
  });
});
