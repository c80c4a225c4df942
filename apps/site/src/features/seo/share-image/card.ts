import { createHash } from 'node:crypto';

/** Everything a generated share image shows: one image per distinct card, made once (see ./render.ts). */
export interface ShareCard {
  title: string;
  siteName: string;
  /** The page's language (BCP 47) and its direction. */
  language: string;
  direction: 'ltr' | 'rtl';
  /** The brand colour and the text colour that reads on it (@tessera/blocks' theme, light palette). */
  background: string;
  foreground: string;
}

/** Changes whenever what the image would look like changes: the renderer's layout, its font, the card. */
export const RENDERER_VERSION = 2;

/** The card's version: a hash of what it shows, which names its image for good (an immutable URL, the ETag). */
export function cardVersion(card: ShareCard): string {
  const fields = [RENDERER_VERSION, card.title, card.siteName, card.language, card.direction, card.background, card.foreground];
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url').slice(0, 22);
}

/** What can be shared: CMS pages (by slug, '' for the home page), journal posts and products. */
export const SHARE_KINDS = ['pages', 'posts', 'products'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** The image's path on the site: the kind, language and slug find its card; the version names its content. */
export function shareImagePath(kind: ShareKind, language: string, slug: string, version: string): string {
  const tail = slug === '' ? '' : `/${slug}`;
  return `/api/share-image/${kind}/${language}${tail}?v=${version}`;
}
