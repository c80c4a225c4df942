import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentUnavailable, UNAVAILABLE, unavailableMetadata, unlessUnavailable } from '@/components/ContentUnavailable';
import { PageArticle } from '@/components/PageArticle';
import { MembersOnlyNotice } from '@/features/account/MembersOnlyNotice';
import { PreviewBanner } from '@/features/preview/PreviewBanner';
import { contentReaders } from '@/features/preview/server';
import { markdownAlternate } from '@/features/markdown/server';
import { getSeoDefaults } from '@/features/seo/defaults';
import { homeNodes } from '@/features/seo/json-ld';
import { JsonLd } from '@/features/seo/JsonLd';
import { generatedShareImage } from '@/features/seo/share-image/server';
import { PageJsonLd, siteIdentity } from '@/features/seo/structured-data';
import { pageLanguage } from '@/lib/i18n/page-language';
import { absoluteUrl } from '@/lib/site-url';
import { pageForSlug, pageMetadata, pagePath } from './page-data';

// Rendered per request (see the root layout) from the data cache. A members-only page renders as
// its sign-in prompt here: signed-in members are routed by the proxy to /account/member-page. In
// preview (an editor's preview pass, lib/preview) drafts are read past the cache.
type Params = { params: Promise<{ slug?: string[] }>; searchParams: Promise<{ version?: string | string[] }> };

export async function generateMetadata({ params, searchParams }: Params): Promise<Metadata> {
  const { getPage } = await contentReaders((await searchParams).version);
  const page = await unlessUnavailable(pageForSlug((await params).slug, getPage));
  if (page === UNAVAILABLE) return unavailableMetadata();
  if (!page) return {};
  const { href, locale } = await pageLanguage();
  const generated =
    page.seo_image || page.members_only ? null : await generatedShareImage('pages', locale, page.slug, page.seo_title || page.title);
  const path = href(pagePath(page));
  return pageMetadata(page, await getSeoDefaults(), path, generated, await markdownAlternate(path, page));
}

export default async function ContentPage({ params, searchParams }: Params) {
  const { slug = [] } = await params;
  const { getPage, preview } = await contentReaders((await searchParams).version);
  const page = await unlessUnavailable(pageForSlug(slug, getPage));
  const { href, locale } = await pageLanguage();
  if (page === UNAVAILABLE) return <ContentUnavailable retryHref={href(`/${slug.join('/')}`)} />;
  if (!page) notFound();
  const path = href(pagePath(page));
  // An editor previewing a members-only page sees its content.
  if (page.members_only && !preview) return <MembersOnlyNotice title={page.title} path={path} />;
  return (
    <>
      {preview && <PreviewBanner path={path} />}
      {page.slug === '' ? (
        <JsonLd data={homeNodes(await siteIdentity(), { language: locale, searchUrl: absoluteUrl(href('/search')) })} />
      ) : (
        <PageJsonLd below={[{ name: page.title, path: pagePath(page) }]} />
      )}
      <PageArticle page={page} shareUrl={page.members_only ? undefined : absoluteUrl(path)} />
    </>
  );
}
