import 'server-only';
import { themePalettes } from '@tessera/blocks';
import { getActiveProductBySlug, getPage, getPost, getSiteSettings } from '@/lib/content';
import { CachedLoader } from '@/lib/cache';
import { FillLimit, FillsBusy } from '@/lib/page-cache/fill-limit';
import { siteLanguages } from '@/lib/i18n/languages';
import { textIn } from '@/lib/i18n/text';
import { safeRedirect } from '@/lib/security/redirect';
import { sharedTtlCache } from '@/lib/shared-state';
import { absoluteUrl } from '@/lib/site-url';
import { SHARE_IMAGE, shareImageAssetPath, type GeneratedImage } from '../metadata';
import { cardVersion, SHARE_KINDS, shareImagePath, type ShareCard, type ShareKind } from './card';
import { renderShareImage } from './render';

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}(\/[a-z0-9][a-z0-9-]{0,99}){0,4}$/;

export const isShareKind = (kind: string): kind is ShareKind => SHARE_KINDS.includes(kind as ShareKind);

/**
 * The card of a public page, post or product in a language, from the content as published: its title, the site's
 * name and the brand colours. Null when there is no such item, or it is members-only.
 */
export async function shareCard(kind: ShareKind, language: string, slug: string): Promise<ShareCard | null> {
  const { languages, defaultLocale } = await siteLanguages();
  if (!languages.some((candidate) => candidate.code === language)) return null;
  if ((slug !== '' && !SLUG.test(slug)) || (slug === '' && kind !== 'pages') || (kind !== 'pages' && slug.includes('/'))) return null;
  const title = await itemTitle(kind, language, defaultLocale, slug);
  return title === null ? null : cardOf(title, language);
}

/** The card of a title in a language: the site's name in it, its direction, the brand colours. Null for an unknown language. */
async function cardOf(title: string, language: string): Promise<ShareCard | null> {
  const [{ languages, defaultLocale }, settings] = await Promise.all([siteLanguages(), getSiteSettings()]);
  const lang = languages.find((candidate) => candidate.code === language);
  if (!lang) return null;
  const { accent, accentText } = themePalettes(settings ?? {}).light;
  return {
    title,
    siteName: (settings && textIn(settings, 'site_name', language, defaultLocale)?.text) || 'Tessera',
    language,
    direction: lang.direction,
    background: accent,
    foreground: accentText,
  };
}

async function itemTitle(kind: ShareKind, language: string, defaultLocale: string, slug: string): Promise<string | null> {
  if (kind === 'pages') {
    const page = await getPage(slug, language);
    return page && !page.members_only ? page.seo_title || page.title : null;
  }
  if (kind === 'posts') {
    const post = await getPost(slug, language);
    return post ? post.seo_title || post.title : null;
  }
  const product = await getActiveProductBySlug(slug);
  return product ? (textIn(product, 'name', language, defaultLocale)?.text ?? product.name) : null;
}

/**
 * The generated share image of an item without an image of its own (for og:image and structured data), or null.
 * `title` is the one shareCard reads for the item (pages and posts: the SEO title, else the title; products: the
 * name), as the page already has it; were they ever to differ, the image's address sends on to the current one.
 */
export async function generatedShareImage(kind: ShareKind, language: string, slug: string, title: string): Promise<GeneratedImage | null> {
  const card = await cardOf(title, language);
  if (!card) return null;
  return {
    url: absoluteUrl(shareImagePath(kind, language, slug, cardVersion(card))),
    ...SHARE_IMAGE,
    alt: `${card.title} · ${card.siteName}`,
    type: 'image/png',
  };
}

// Made once per card version, kept for a day after its last use (shared by the site's instances with Redis).
const images = new CachedLoader<Uint8Array>(sharedTtlCache<Uint8Array>('share-images', { maxEntries: 200 }), () => 86_400_000);

/**
 * Renders at once (SHARE_IMAGE_RENDERS, default 2), and renders that may wait for one (16 per render, as for the page
 * cache's fills). A render keeps a core busy for about 100 ms, libvips's threads besides; unbounded, a burst of first
 * renders (a crawler walking the sitemap, many new posts shared at once) slowed every cached page of the process
 * (docs/performance.md, "Share images under a burst"). Beyond the waiting ones a request is not queued: see
 * busyResponse.
 */
function renderLimit(value = process.env.SHARE_IMAGE_RENDERS): FillLimit {
  const renders = value?.trim() ? Number(value) : 2;
  if (!Number.isInteger(renders) || renders < 1) throw new Error(`SHARE_IMAGE_RENDERS must be a whole number of 1 or more, not "${value}"`);
  return new FillLimit(renders, renders * 16);
}
const renders = renderLimit();

/** The path of the site's own share image (site_settings.seo_image): what link previews get when a card's image cannot be had. */
async function siteImage(): Promise<string | null> {
  const settings = await getSiteSettings().catch(() => null);
  return settings?.seo_image ? shareImageAssetPath(settings.seo_image) : null;
}

const NOT_STORED = { 'Cache-Control': 'no-store' };

/**
 * Too many renders under way: the site's own image at once (a 307), else a 503 with Retry-After. Link-preview
 * crawlers fetch an image once, when the link is shared, and rarely come back: a quick image beats one they would
 * wait for or give up on. Neither answer is stored, so the card's own image is made on the next request.
 */
async function busyResponse(): Promise<Response> {
  const fallback = await siteImage();
  if (fallback) return new Response(null, { status: 307, headers: { Location: safeRedirect(fallback, '/'), ...NOT_STORED } });
  return new Response('Busy making share images; try again shortly', { status: 503, headers: { 'Retry-After': '5', ...NOT_STORED } });
}

/**
 * A card whose image could not be made (a title libvips refuses despite ./render.ts's cleaning): the site's own
 * image, else the card without its title (the brand colour and the site's name), never a 500. Kept briefly, not
 * for good, so a fixed renderer makes the real one.
 */
async function fallbackResponse(card: ShareCard): Promise<Response> {
  const fallback = await siteImage();
  if (fallback) return new Response(null, { status: 307, headers: { Location: safeRedirect(fallback, '/'), ...NOT_STORED } });
  const png = await renders.run(() => renderShareImage({ ...card, title: '' }));
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Content-Length': String(png.byteLength), 'Cache-Control': 'public, max-age=300' },
  });
}

/**
 * The image at /api/share-image/{kind}/{language}/{slug}?v={version}. The current version is served for good
 * (immutable, its version as ETag); an older version's URL is sent on to the current one, so a link preview made
 * before a change shows what the page says now.
 */
export async function shareImageResponse(request: Request, kind: string, language: string, slug: string): Promise<Response> {
  const card = isShareKind(kind) ? await shareCard(kind, language, slug) : null;
  if (!card) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
  const version = cardVersion(card);
  const asked = new URL(request.url).searchParams.get('v');
  if (asked !== version) {
    return new Response(null, {
      status: 307,
      headers: {
        Location: safeRedirect(shareImagePath(kind as ShareKind, language, slug, version), '/'),
        'Cache-Control': 'public, max-age=60',
      },
    });
  }
  const etag = `"${version}"`;
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=31536000, immutable' };
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return new Response(null, { status: 304, headers });
  let png: Uint8Array;
  try {
    png = await images.get(version, () => renders.run(() => renderShareImage(card)));
  } catch (error) {
    if (error instanceof FillsBusy) return busyResponse();
    console.error(
      `[share-image] ${kind}/${language}/${slug}: the image could not be made, the fallback is served (${(error as Error).message})`,
    );
    return fallbackResponse(card).catch(busyResponse);
  }
  return new Response(new Uint8Array(png), {
    headers: { ...headers, 'Content-Type': 'image/png', 'Content-Length': String(png.byteLength) },
  });
}
