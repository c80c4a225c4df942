import 'server-only';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import sharp from 'sharp';
import { SHARE_IMAGE } from '../metadata';
import type { ShareCard } from './card';

// Text is set by libvips's text renderer (Pango, with HarfBuzz shaping and the Unicode bidirectional algorithm), so
// Arabic is joined and laid out right to left, and mixed-direction titles read correctly. (Satori, behind next/og,
// neither shapes Arabic nor lays out right to left.) Noto Sans Arabic covers Latin as well: one font for every
// language the site ships, from an npm package, so the image does not depend on the fonts a server has.
const fonts = createRequire(join(process.cwd(), 'package.json'));
const FONT = {
  bold: fonts.resolve('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'),
  regular: fonts.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
};
const FAMILY = 'Noto Sans Arabic';

const MARGIN = 80;
const TEXT_WIDTH = SHARE_IMAGE.width - 2 * MARGIN;
const TITLE_HEIGHT = 340;
const TITLE_SIZE = 72;
const NAME_SIZE = 40;

/** Pango markup's reserved characters, as entities: a title is text, never markup. */
const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!);

/** A paragraph that starts in the page's direction, whatever script its first word is in (RLM or LRM first). */
const directed = (text: string, direction: ShareCard['direction']) => (direction === 'rtl' ? '\u200f' : '\u200e') + text;

async function textImage(card: ShareCard, text: string, { font, size, height }: { font: string; size: number; height?: number }) {
  const render = (autofit: boolean) =>
    sharp({
      text: {
        text: `<span foreground="${card.foreground}">${escapeMarkup(directed(text, card.direction))}</span>`,
        font: `${FAMILY} ${font === FONT.bold ? 'Bold' : 'Regular'} ${size}`,
        fontfile: font,
        width: TEXT_WIDTH,
        ...(autofit ? { height } : {}),
        rgba: true,
        wrap: 'word',
        // Pango swaps left and right for a right-to-left paragraph: 'left' is its start in either direction.
        align: 'left',
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  const set = await render(false);
  // A title too long for its box is set smaller until it fits (libvips picks the size).
  return height !== undefined && set.info.height > height ? render(true) : set;
}

/** The 1200 × 630 PNG of a card: the title large on the brand colour, the site's name below, at the language's start side. */
export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  const [title, name] = await Promise.all([
    textImage(card, card.title, { font: FONT.bold, size: TITLE_SIZE, height: TITLE_HEIGHT }),
    textImage(card, card.siteName, { font: FONT.regular, size: NAME_SIZE }),
  ]);
  const startSide = (width: number) => (card.direction === 'rtl' ? SHARE_IMAGE.width - MARGIN - width : MARGIN);
  const nameTop = SHARE_IMAGE.height - MARGIN - name.info.height;
  const rule = { width: 96, height: 6 };
  return sharp({ create: { ...SHARE_IMAGE, channels: 3, background: card.background } })
    .composite([
      { input: title.data, left: startSide(title.info.width), top: (MARGIN + Math.max(0, (TITLE_HEIGHT - title.info.height) / 2)) | 0 },
      {
        input: { create: { ...rule, channels: 3, background: card.foreground } },
        left: startSide(rule.width),
        top: nameTop - 28,
      },
      { input: name.data, left: startSide(name.info.width), top: nameTop },
    ])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
