import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardVersion, shareImagePath, type ShareCard } from './card';
import { renderShareImage } from './render';

const card: ShareCard = {
  title: 'Autumn opening hours at every studio',
  siteName: 'Tessera',
  language: 'en',
  direction: 'ltr',
  background: '#a4411f',
  foreground: '#ffffff',
};
const arabic: ShareCard = {
  ...card,
  title: 'ساعات العمل الخريفية في جميع الاستوديوهات',
  siteName: 'تيسيرا',
  language: 'ar',
  direction: 'rtl',
};

/** Where the foreground's pixels are: the leftmost and rightmost columns that hold any. */
async function inkColumns(png: Buffer): Promise<{ left: number; right: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let left = info.width;
  let right = -1;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const index = (y * info.width + x) * info.channels;
      if (data[index]! > 235 && data[index + 1]! > 235 && data[index + 2]! > 235) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  return { left, right };
}

describe('generated share images', () => {
  it('are 1200 × 630 PNGs in the brand colour', async () => {
    const png = await renderShareImage(card);
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    const { dominant } = await sharp(png).stats();
    expect(dominant).toMatchObject({ r: expect.closeTo(0xa4, -1.2), g: expect.closeTo(0x41, -1.2), b: expect.closeTo(0x1f, -1.2) });
  });

  it('set a left-to-right language from the left and Arabic from the right, shaped', async () => {
    const [ltr, rtl] = await Promise.all([renderShareImage(card), renderShareImage(arabic)]);
    if (process.env.SHARE_IMAGE_OUT) {
      writeFileSync(`${process.env.SHARE_IMAGE_OUT}/share-en.png`, ltr);
      writeFileSync(`${process.env.SHARE_IMAGE_OUT}/share-ar.png`, rtl);
    }
    const [en, ar] = await Promise.all([inkColumns(ltr), inkColumns(rtl)]);
    expect(en.left).toBeGreaterThanOrEqual(78);
    expect(en.left).toBeLessThan(90);
    expect(ar.right).toBeLessThanOrEqual(1200 - 78);
    expect(ar.right).toBeGreaterThan(1200 - 90);
  });

  it('show markup in a title as text', async () => {
    const png = await renderShareImage({ ...card, title: '<b>Bold</b> & </script> "quoted"' });
    expect((await sharp(png).metadata()).width).toBe(1200);
  });

  it('fit a very long title into the image', async () => {
    const png = await renderShareImage({ ...card, title: 'A very long title '.repeat(20) });
    expect((await sharp(png).metadata()).height).toBe(630);
  });

  it('are named by a version that changes with anything they show', () => {
    const version = cardVersion(card);
    expect(version).toMatch(/^[\w-]{22}$/);
    for (const change of [{ title: 'Other' }, { siteName: 'Other' }, { background: '#0b57d0' }, { language: 'de' }]) {
      expect(cardVersion({ ...card, ...change })).not.toBe(version);
    }
    expect(shareImagePath('posts', 'ar', 'a-post', version)).toBe(`/api/share-image/posts/ar/a-post?v=${version}`);
    expect(shareImagePath('pages', 'en', '', version)).toBe(`/api/share-image/pages/en?v=${version}`);
  });
});
