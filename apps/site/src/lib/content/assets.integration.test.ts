import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRESH_MS } from './assets';
import * as content from './index';

// Against the real Directus started by the test set-up, through the site's token. `fetch` is only watched,
// to count the requests that reach Directus; it still goes out. A file the site has not seen lately costs two: its
// bytes and, beside them, its folder (a private file is never served: app/assets/[id]/route.integration.test.ts).
const directusUrl = process.env.TESSERA_TEST_DIRECTUS_URL!;
const CHROMIUM_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let coverImage: string;
beforeAll(async () => {
  vi.stubEnv('DIRECTUS_URL', directusUrl);
  vi.stubEnv('DIRECTUS_TOKEN', process.env.TESSERA_TEST_SITE_TOKEN!);
  coverImage = (await content.listPosts({ perPage: 1 })).posts[0]!.cover_image!;
});
beforeEach(() => content.clearAssetCache());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.stubEnv('DIRECTUS_URL', directusUrl);
});

const bytesOf = async (asset: content.Asset) => new Uint8Array(await new Response(asset.body).arrayBuffer());

describe('readAsset', () => {
  it('asks Directus once for an image served twice, and gives the same bytes and headers', async () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    const transform = { width: 320, format: 'auto' } as const;
    const first = await content.readAsset(coverImage, transform, CHROMIUM_IMAGE_ACCEPT);
    const second = await content.readAsset(coverImage, transform, CHROMIUM_IMAGE_ACCEPT);
    expect(requests).toHaveBeenCalledTimes(2);
    expect(first.headers['content-type']).toBe('image/avif');
    expect(second.headers).toEqual(first.headers);
    expect(await bytesOf(second)).toEqual(await bytesOf(first));
  });

  it('keeps one copy per format Directus picks from the Accept header', async () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    const transform = { width: 320, format: 'auto' } as const;
    const avif = await content.readAsset(coverImage, transform, CHROMIUM_IMAGE_ACCEPT);
    const webp = await content.readAsset(coverImage, transform, 'image/webp,*/*');
    const jpeg = await content.readAsset(coverImage, transform, '*/*');
    await content.readAsset(coverImage, transform, 'image/webp,image/*');
    expect([avif, webp, jpeg].map((asset) => asset.headers['content-type'])).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    // The file's folder is read with the first format only.
    expect(requests).toHaveBeenCalledTimes(4);
  });

  it('asks again once the copy is no longer fresh, or after Directus reported a change to files', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const requests = vi.spyOn(globalThis, 'fetch');
    await content.readAsset(coverImage, { width: 320, format: 'jpg' }, undefined);
    vi.setSystemTime(Date.now() + FRESH_MS);
    await content.readAsset(coverImage, { width: 320, format: 'jpg' }, undefined);
    content.clearAssetCache();
    await content.readAsset(coverImage, { width: 320, format: 'jpg' }, undefined);
    expect(requests).toHaveBeenCalledTimes(6);
  });

  it('serves an older copy while Directus is unreachable, and fails clearly without one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const kept = await content.readAsset(coverImage, { width: 320, format: 'jpg' }, undefined);
    vi.setSystemTime(Date.now() + 10 * FRESH_MS);
    // Nothing listens on port 9 (discard) on loopback: Directus is unreachable.
    vi.stubEnv('DIRECTUS_URL', 'http://127.0.0.1:9');
    const served = await content.readAsset(coverImage, { width: 320, format: 'jpg' }, undefined);
    expect(await bytesOf(served)).toEqual(await bytesOf(kept));
    await expect(content.readAsset(coverImage, { width: 321, format: 'jpg' }, undefined)).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('never keeps what Directus refuses', async () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    const missing = '00000000-0000-0000-0000-000000000000';
    await expect(content.readAsset(missing, {}, undefined)).rejects.toMatchObject({ kind: expect.stringMatching(/not-found|forbidden/) });
    await expect(content.readAsset(missing, {}, undefined)).rejects.toBeInstanceOf(content.ContentError);
    expect(requests).toHaveBeenCalledTimes(4);
  });
});
