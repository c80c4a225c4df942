import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentUnavailable, UNAVAILABLE, unavailableMetadata, unlessUnavailable } from '@/components/ContentUnavailable';
import { PageArticle } from '@/components/PageArticle';
import { MembersOnlyNotice } from '@/features/account/MembersOnlyNotice';
import { getPage } from '@/lib/content';
import { assetUrl } from '@/components/AssetImage';
import { pageForSlug, pageMetadata } from './page-data';

// Rendered per request (see the root layout) from the data cache. A members-only page renders as
// its sign-in prompt here: signed-in members are routed by the proxy to /account/member-page.
type Params = { params: Promise<{ slug?: string[] }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const page = await unlessUnavailable(pageForSlug((await params).slug, getPage));
  if (page === UNAVAILABLE) return unavailableMetadata;
  return page ? pageMetadata(page, assetUrl) : {};
}

export default async function ContentPage({ params }: Params) {
  const { slug = [] } = await params;
  const path = `/${slug.join('/')}`;
  const page = await unlessUnavailable(pageForSlug(slug, getPage));
  if (page === UNAVAILABLE) return <ContentUnavailable retryHref={path} />;
  if (!page) notFound();
  if (page.members_only) return <MembersOnlyNotice title={page.title} path={path} />;
  return <PageArticle page={page} />;
}
