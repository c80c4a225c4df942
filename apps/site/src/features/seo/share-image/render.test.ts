import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardVersion, shareImagePath, type ShareCard } from './card';
import { MAX_TITLE_GRAPHEMES, printable, renderShareImage, shortened } from './render';

// Random on every run; FAST_CHECK_SEED and FAST_CHECK_PATH replay a failure (docs/development.md, property tests).
const replay: Pick<fc.Parameters<unknown>, 'seed' | 'path'> = process.env.FAST_CHECK_SEED
  ? { seed: Number(process.env.FAST_CHECK_SEED), path: process.env.FAST_CHECK_PATH || undefined }
  : {};

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

  // Titles editors save every day, in each of the site's scripts: none may fail or spill over the margins.
  const REAL_TITLES: [string, ShareCard['direction'], string][] = [
    ['de', 'ltr', 'Donaudampfschifffahrtsgesellschaft'],
    ['de', 'ltr', 'Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz'],
    ['de', 'ltr', 'Grundstücksverkehrsgenehmigungszuständigkeitsübertragungsverordnung'],
    ['de', 'ltr', 'Kraftfahrzeughaftpflichtversicherungsbeitragsrückerstattung'],
    ['de', 'ltr', 'Unsere neue Arbeitsunfähigkeitsbescheinigungsübermittlungsschnittstelle für Donaudampfschifffahrtskapitäne'],
    ['de', 'ltr', 'Öffnungszeiten über die Feiertage: Heiligabend, Silvester & Neujahr (geänderte Sprechstunden)'],
    ['en', 'ltr', 'Pneumonoultramicroscopicsilicovolcanoconiosis explained'],
    [
      'en',
      'ltr',
      'Read https://www.example.com/a/very/long/path/that/never/ends/with-a-slug-made-of-many-words?utm_source=newsletter&utm_medium=email',
    ],
    ['en', 'ltr', 'Our 🎉 anniversary 👩‍👩‍👧‍👦 party 🇩🇪🇫🇷 with 🧑🏽‍💻 coders'],
    ['en', 'ltr', '“Quotes”, <tags>, & ampersands — and a tab\there'],
    ['ar', 'rtl', 'ساعاتالعملالخريفيةفيجميعالاستوديوهاتساعاتالعملالخريفيةفيجميعالاستوديوهات'],
    ['ar', 'rtl', 'افتتاح فرعنا الجديد في https://example.com/ar/فرع-جديد مع Tessera 2.0'],
    ['en', 'ltr', 'A long title, '.repeat(150)],
    ['en', 'ltr', 'x'.repeat(2000)],
  ];

  it.each(REAL_TITLES)('set a real %s (%s) title without failing or leaving the margins: %s', async (language, direction, title) => {
    const png = await renderShareImage({ ...card, language, direction, title });
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
    const ink = await inkColumns(png);
    expect(ink.left).toBeGreaterThanOrEqual(78);
    expect(ink.right).toBeLessThanOrEqual(1200 - 78);
  });

  it('drop control characters and keep the rest of the title', () => {
    expect(printable('A\u0000B\u0007C\u001b[31m\u007f\u009fD\ud800')).toBe('ABC[31mD');
    expect(printable(' line\none\r\n\ttwo\u2028three ')).toBe('line one two three');
    expect(printable('👩‍👩‍👧 \u200fمرحبا')).toBe('👩‍👩‍👧 \u200fمرحبا');
  });

  it('cut a long title at a word, or anywhere without spaces, with an ellipsis', () => {
    expect(shortened('short', MAX_TITLE_GRAPHEMES)).toBe('short');
    const words = shortened('word '.repeat(100), MAX_TITLE_GRAPHEMES);
    expect(words).toMatch(/word…$/);
    expect([...new Intl.Segmenter().segment(words)].length).toBeLessThanOrEqual(MAX_TITLE_GRAPHEMES);
    expect(shortened('x'.repeat(500), 10)).toBe(`${'x'.repeat(9)}…`);
    // A cluster is never split: a family emoji stays whole.
    expect(shortened('👩‍👩‍👧‍👦'.repeat(20), 5)).toBe(`${'👩‍👩‍👧‍👦'.repeat(4)}…`);
  });

  it('never fail for any title or site name (fuzzed)', async () => {
    const piece = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('\u0000', '\u202e', '\u200f', '\ud83d', '\ufffe', '&', '<span>', '</span>', '&#0;', '%s', '\n', ' ', '️', '́'),
      fc.stringMatching(/^[a-zäöüß]{30,90}$/),
    );
    const text = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(''));
    await fc.assert(
      fc.asyncProperty(text, text, fc.constantFrom<ShareCard['direction']>('ltr', 'rtl'), async (title, siteName, direction) => {
        const png = await renderShareImage({ ...card, title, siteName, direction });
        const { width, height } = await sharp(png).metadata();
        expect({ width, height }).toEqual({ width: 1200, height: 630 });
      }),
      { numRuns: 40, ...replay },
    );
  }, 60_000);

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
