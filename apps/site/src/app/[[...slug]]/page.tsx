import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentUnavailable, UNAVAILABLE, unavailableMetadata, unlessUnavailable } from '@/components/ContentUnavailable';
import { PageArticle } from '@/components/PageArticle';
import { MembersOnlyNotice } from '@/features/account/MembersOnlyNotice';
import { PreviewBanner } from '@/features/preview/PreviewBanner';
import { contentReaders } from '@/features/preview/server';
import { getSeoDefaults } from '@/features/seo/defaults';
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
  return page ? pageMetadata(page, await getSeoDefaults(), (await pageLanguage()).href(pagePath(page))) : {};
}

export default async function ContentPage({ params, searchParams }: Params) {
  const { slug = [] } = await params;
  const { getPage, preview } = await contentReaders((await searchParams).version);
  const page = await unlessUnavailable(pageForSlug(slug, getPage));
  const { href } = await pageLanguage();
  if (page === UNAVAILABLE) return <ContentUnavailable retryHref={href(`/${slug.join('/')}`)} />;
  if (!page) notFound();
  const path = href(pagePath(page));
  // An editor previewing a members-only page sees its content.
  if (page.members_only && !preview) return <MembersOnlyNotice title={page.title} path={path} />;
  return (
    <>
      {preview && <PreviewBanner path={path} />}
      <PageArticle page={page} shareUrl={page.members_only ? undefined : absoluteUrl(path)} />
    </>
  );
}
