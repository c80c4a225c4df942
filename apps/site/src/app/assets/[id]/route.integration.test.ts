import { PRIVATE_FOLDER } from '@tessera/blocks';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as content from '@/lib/content';
import { GET } from './route';

// The site's /assets route against the real Directus of the test set-up, with the site's token.
const directusUrl = process.env.TESSERA_TEST_DIRECTUS_URL!;

beforeAll(() => {
  vi.stubEnv('DIRECTUS_URL', directusUrl);
  vi.stubEnv('DIRECTUS_TOKEN', process.env.TESSERA_TEST_SITE_TOKEN!);
});
beforeEach(() => content.clearAssetCache());

describe('a file in the private folder', () => {
  const admin = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(`${directusUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${process.env.TESSERA_TEST_ADMIN_TOKEN}`, ...init.headers },
    });
  /** An upload by an administrator into `folder`, as the Data Studio makes it. */
  async function upload(folder: string | null): Promise<string> {
    const form = new FormData();
    if (folder) form.set('folder', folder);
    form.set('file', new Blob([`%PDF-1.4\nprivate ${Math.random()}\n%%EOF\n`], { type: 'application/pdf' }), 'signed.pdf');
    const response = await admin('/files', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { id: string } }).data.id;
  }
  const uploaded: string[] = [];
  afterAll(async () => {
    for (const id of uploaded) await admin(`/files/${id}`, { method: 'DELETE' });
  });
  const route = (id: string) => GET(new Request(`http://localhost/assets/${id}`), { params: Promise.resolve({ id }) });

  it('is not found through the site, though the site’s token could read it; the same file elsewhere is served', async () => {
    const secret = await upload(PRIVATE_FOLDER.id);
    const open = await upload(null);
    uploaded.push(secret, open);
    await expect(content.readAsset(secret, {}, undefined)).rejects.toMatchObject({ kind: 'not-found' });
    const refused = await route(secret);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe('Not found');
    // A download, a transformation or another Accept header is the same file.
    const download = await GET(new Request(`http://localhost/assets/${secret}?download`), { params: Promise.resolve({ id: secret }) });
    expect(download.status).toBe(404);
    expect((await route(open)).status).toBe(200);
    // Directus itself gives it to nobody without a token (the Public policy has nothing); the site's token reads it,
    // which is why the site's route checks the folder.
    expect((await fetch(`${directusUrl}/assets/${secret}`)).status).toBe(403);
    const siteRead = await fetch(`${directusUrl}/assets/${secret}`, {
      headers: { authorization: `Bearer ${process.env.TESSERA_TEST_SITE_TOKEN}` },
    });
    expect(siteRead.status).toBe(200);
  });

  it('is not served from the site’s memory either, once moved into the folder', async () => {
    const file = await upload(null);
    uploaded.push(file);
    expect((await route(file)).status).toBe(200);
    await admin(`/files/${file}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ folder: PRIVATE_FOLDER.id }),
    });
    // Directus tells the site of the change (/api/revalidate), which forgets what it kept.
    content.clearAssetCache();
    expect((await route(file)).status).toBe(404);
  });
});
