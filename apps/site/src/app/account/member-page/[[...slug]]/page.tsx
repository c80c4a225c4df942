import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentUnavailable, UNAVAILABLE, unavailableMetadata, unlessUnavailable } from '@/components/ContentUnavailable';
import { PageArticle } from '@/components/PageArticle';
import { assetUrl } from '@/components/AssetImage';
import { MembersOnlyNotice } from '@/features/account/MembersOnlyNotice';
import { currentMember } from '@/features/account/server/session';
import { getPage } from '@/lib/content';
import { pageForSlug, pageMetadata } from '../../../[[...slug]]/page-data';

// Where the proxy sends page requests that carry a session cookie: rendered for each request
// (it reads the cookie, so Next.js answers with Cache-Control: private, no-store).
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ slug?: string[] }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const page = await unlessUnavailable(pageForSlug((await params).slug, getPage));
  if (page === UNAVAILABLE) return unavailableMetadata;
  return page ? { ...pageMetadata(page, assetUrl), robots: { index: false, follow: false } } : {};
}

export default async function MemberPage({ params }: Params) {
  const { slug = [] } = await params;
  const path = `/${slug.join('/')}`;
  const [page, member] = await Promise.all([unlessUnavailable(pageForSlug(slug, getPage)), currentMember()]);
  if (page === UNAVAILABLE) return <ContentUnavailable retryHref={path} />;
  if (!page) notFound();
  if (page.members_only && !member) return <MembersOnlyNotice title={page.title} path={path} />;
  return <PageArticle page={page} />;
}
