import type { Metadata } from 'next';
import { assetUrl } from '@/lib/AssetImage';
import { absoluteUrl } from '@/lib/site-url';

/** Link previews (Open Graph, Twitter/X) want 1200 × 630 images; JPEG, which every crawler reads. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** A share image made for a page (./share-image/server.ts), with what link previews say of it. */
export interface GeneratedImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  type: 'image/png';
}

/** The site-wide defaults a page's own SEO fields fall back to (site_settings). */
export interface SeoDefaults {
  siteName: string;
  titleTemplate: string | null;
  description: string | null;
  /** A Directus file id. */
  image: string | null;
  /** The page's language (og:locale). */
  locale?: string;
  /** The page's versions by language, with `x-default` for the default language's (hreflang): paths or absolute URLs. */
  languages?: Record<string, string>;
}

/** A language code as Open Graph writes locales: pt-BR is pt_BR. */
export const ogLocale = (code: string) => code.replace('-', '_');

export interface SeoFields {
  /** The page's own title, before the site's template is applied. */
  title: string;
  /** The home page's title stands alone, without the site's template. */
  absoluteTitle?: boolean;
  description?: string | null;
  /** The page's path on the site ("/posts/a-post"), for its canonical URL. */
  path: string;
  /** A Directus file id: the page's own image. */
  image?: string | null;
  /** Used when the page has no image of its own: its generated share image (./share-image), else the site's. */
  generatedImage?: GeneratedImage | null;
  type?: 'website' | 'article';
  publishedTime?: string | null;
  author?: string | null;
  /** An editor's "no index": search engines are asked not to index the page (its links may be followed). */
  noIndex?: boolean | null;
  /** The page's Markdown version's path (features/markdown), linked as its text/markdown alternate. */
  markdownPath?: string | null;
}

/** The page's <title>: the site's template ("%s · Site") around the page's own title. */
export function pageTitle(template: string | null | undefined, title: string): string {
  return (template || '%s').replace('%s', title);
}

/** The absolute URL of a Directus image cropped for link previews, served through the site's /assets route. */
export function shareImageUrl(id: string, base?: string): string {
  return absoluteUrl(shareImageAssetPath(id), base);
}

/** The site's path of a library image cut to a share image's size. */
export function shareImageAssetPath(id: string): string {
  return assetUrl(id, { ...SHARE_IMAGE, fit: 'cover', format: 'jpg' });
}

/**
 * A page's title, description, canonical URL, Open Graph and Twitter card, each falling back to the
 * site's defaults. Next.js replaces (rather than merges) a layout's `openGraph` with a page's, so
 * every field is given here.
 */
export function seoMetadata(page: SeoFields, defaults: SeoDefaults, base?: string): Metadata {
  const fullTitle = page.absoluteTitle ? page.title : pageTitle(defaults.titleTemplate, page.title);
  const description = page.description || defaults.description || undefined;
  const imageId = page.image || (page.generatedImage ? null : defaults.image);
  const images = imageId
    ? [{ url: shareImageUrl(imageId, base), ...SHARE_IMAGE }]
    : page.generatedImage
      ? [page.generatedImage]
      : undefined;
  const url = absoluteUrl(page.path, base);
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description,
    ...(page.noIndex ? { robots: { index: false, follow: true } } : {}),
    alternates: {
      canonical: url,
      ...(page.markdownPath ? { types: { 'text/markdown': absoluteUrl(page.markdownPath, base) } } : {}),
      ...(defaults.languages
        ? { languages: Object.fromEntries(Object.entries(defaults.languages).map(([code, path]) => [code, absoluteUrl(path, base)])) }
        : {}),
    },
    openGraph: {
      ...(defaults.locale ? { locale: ogLocale(defaults.locale) } : {}),
      ...(defaults.languages
        ? {
            alternateLocale: Object.keys(defaults.languages)
              .filter((code) => code !== 'x-default' && code !== defaults.locale)
              .map(ogLocale),
          }
        : {}),
      type: page.type ?? 'website',
      url,
      title: fullTitle,
      description,
      siteName: defaults.siteName,
      images,
      ...(page.type === 'article'
        ? { publishedTime: page.publishedTime ?? undefined, authors: page.author ? [page.author] : undefined }
        : {}),
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: fullTitle,
      description,
      images: images?.map((image) => ('alt' in image ? { url: image.url, alt: image.alt } : image.url)),
    },
  };
}
