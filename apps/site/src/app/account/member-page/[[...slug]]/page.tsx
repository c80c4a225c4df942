import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentUnavailable, UNAVAILABLE, unavailableMetadata, unlessUnavailable } from '@/components/ContentUnavailable';
import { PageArticle } from '@/components/PageArticle';
import { MembersOnlyNotice } from '@/features/account/MembersOnlyNotice';
import { currentMember } from '@/features/account/server/session';
import { PreviewBanner } from '@/features/preview/PreviewBanner';
import { contentReaders } from '@/features/preview/server';
import { getSeoDefaults } from '@/features/seo/defaults';
import { pageLanguage } from '@/lib/i18n/page-language';
import { absoluteUrl } from '@/lib/site-url';
import { pageForSlug, pageMetadata, pagePath } from '../../../[[...slug]]/page-data';

// Where the proxy sends page requests that carry a session cookie: rendered for each request
// (it reads the cookie, so Next.js answers with Cache-Control: private, no-store).
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ slug?: string[] }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { getPage } = await contentReaders();
  const page = await unlessUnavailable(pageForSlug((await params).slug, getPage));
  if (page === UNAVAILABLE) return unavailableMetadata();
  return page
    ? {
        ...pageMetadata(page, await getSeoDefaults(), (await pageLanguage()).href(pagePath(page))),
        robots: { index: false, follow: false },
      }
    : {};
}

export default async function MemberPage({ params }: Params) {
  const { slug = [] } = await params;
  // A signed-in member who is also an editor previews drafts here too.
  const { getPage, preview } = await contentReaders();
  const [page, member] = await Promise.all([unlessUnavailable(pageForSlug(slug, getPage)), currentMember()]);
  const { href } = await pageLanguage();
  if (page === UNAVAILABLE) return <ContentUnavailable retryHref={href(`/${slug.join('/')}`)} />;
  if (!page) notFound();
  const path = href(pagePath(page));
  if (page.members_only && !member && !preview) return <MembersOnlyNotice title={page.title} path={path} />;
  return (
    <>
      {preview && <PreviewBanner path={path} />}
      <PageArticle page={page} shareUrl={page.members_only ? undefined : absoluteUrl(path)} />
    </>
  );
}
