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
const NAME_HEIGHT = 64;
const NAME_SIZE = 40;
/**
 * The most of a title the image shows, in characters as a reader counts them (grapheme clusters): at the smallest
 * size libvips fits into the box, a longer title would be too small to read in a link preview. Longer ones are cut
 * at a word (or, without spaces, anywhere) and end in an ellipsis; the page's own <title> keeps the whole.
 */
export const MAX_TITLE_GRAPHEMES = 120;
const MAX_NAME_GRAPHEMES = 60;

/** Pango markup's reserved characters, as entities: a title is text, never markup. */
const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!);

/** A paragraph that starts in the page's direction, whatever script its first word is in (RLM or LRM first). */
const directed = (text: string, direction: ShareCard['direction']) => (direction === 'rtl' ? '\u200f' : '\u200e') + text;

/**
 * What of a title can be set: control characters (which Pango's markup parser refuses: NUL, escapes) and lone
 * surrogates or noncharacters dropped, line and paragraph breaks and tabs made spaces, runs of spaces one.
 */
export function printable(text: string): string {
  return text
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ')
    .replace(/[\p{Cc}\p{Cs}\uFDD0-\uFDEF\uFFFE\uFFFF]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** `text` cut to at most `max` grapheme clusters: at the last space in its final fifth if there is one, with an ellipsis. */
export function shortened(text: string, max: number): string {
  const clusters = Array.from(graphemes.segment(text), ({ segment }) => segment);
  if (clusters.length <= max) return text;
  const kept = clusters.slice(0, max - 1);
  const space = kept.lastIndexOf(' ');
  return `${(space >= max * 0.8 ? kept.slice(0, space) : kept).join('').trimEnd()}…`;
}

/**
 * The text as an image at most `width` × `height`. Lines break between words, and inside a word too long for a line
 * (a German compound, a URL); a text too tall is set smaller until it fits (libvips picks the size). Whatever Pango
 * still sets larger than the box (a script or symbol its size search misjudges) is scaled down into it.
 */
async function textImage(card: ShareCard, text: string, { font, size, height }: { font: string; size: number; height: number }) {
  // Nothing to set (a title of control characters or invisible marks only): no layer, rather than libvips's
  // "no text to render".
  if (!/[^\p{Cf}\p{Z}\p{M}]/u.test(text)) return null;
  const render = (autofit: boolean) =>
    sharp({
      text: {
        text: `<span foreground="${card.foreground}">${escapeMarkup(directed(text, card.direction))}</span>`,
        font: `${FAMILY} ${font === FONT.bold ? 'Bold' : 'Regular'} ${size}`,
        fontfile: font,
        width: TEXT_WIDTH,
        ...(autofit ? { height } : {}),
        rgba: true,
        wrap: 'word-char',
        // Pango swaps left and right for a right-to-left paragraph: 'left' is its start in either direction.
        align: 'left',
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  let set = await render(false).catch((error: Error) => {
    if (/no text to render/.test(error.message)) return null;
    throw error;
  });
  if (set === null) return null;
  if (set.info.height > height) set = await render(true);
  if (set.info.width <= TEXT_WIDTH && set.info.height <= height) return set;
  return sharp(set.data).resize({ width: TEXT_WIDTH, height, fit: 'inside' }).png().toBuffer({ resolveWithObject: true });
}

/** The 1200 × 630 PNG of a card: the title large on the brand colour, the site's name below, at the language's start side. */
export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  const [title, name] = await Promise.all([
    textImage(card, shortened(printable(card.title), MAX_TITLE_GRAPHEMES), { font: FONT.bold, size: TITLE_SIZE, height: TITLE_HEIGHT }),
    textImage(card, shortened(printable(card.siteName), MAX_NAME_GRAPHEMES), { font: FONT.regular, size: NAME_SIZE, height: NAME_HEIGHT }),
  ]);
  const startSide = (width: number) => (card.direction === 'rtl' ? SHARE_IMAGE.width - MARGIN - width : MARGIN);
  const nameTop = SHARE_IMAGE.height - MARGIN - (name?.info.height ?? NAME_SIZE);
  const rule = { width: 96, height: 6 };
  return sharp({ create: { ...SHARE_IMAGE, channels: 3, background: card.background } })
    .composite([
      ...(title
        ? [
            {
              input: title.data,
              left: startSide(title.info.width),
              top: (MARGIN + Math.max(0, (TITLE_HEIGHT - title.info.height) / 2)) | 0,
            },
          ]
        : []),
      {
        input: { create: { ...rule, channels: 3, background: card.foreground } },
        left: startSide(rule.width),
        top: nameTop - 28,
      },
      ...(name ? [{ input: name.data, left: startSide(name.info.width), top: nameTop }] : []),
    ])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
