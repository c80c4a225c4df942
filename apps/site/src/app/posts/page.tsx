import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/server';
import { ContentUnavailable, UNAVAILABLE, unlessUnavailable } from '@/components/ContentUnavailable';
import { PostList } from '@/components/PostList';
import { pageHref, parsePageParam, POSTS_PER_PAGE } from '@/features/posts/pagination';
import { getSeoDefaults } from '@/features/seo/defaults';
import { journalCrumb } from '@/features/seo/breadcrumbs';
import { seoMetadata } from '@/features/seo/metadata';
import { PageJsonLd } from '@/features/seo/structured-data';
import { listPosts } from '@/lib/content';
import { editingMode } from '@/lib/visual-editing/mode';
import { pageLanguage } from '@/lib/i18n/page-language';

type Props = { searchParams: Promise<{ page?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [page, t] = [parsePageParam((await searchParams).page), await getTranslations('Journal')];
  if (page === null) return { title: t('title') };
  const { href } = await pageLanguage();
  return seoMetadata(
    { title: page === 1 ? t('title') : t('pageTitle', { page }), path: pageHref(href('/posts'), page) },
    await getSeoDefaults(),
  );
}

export default async function PostsPage({ searchParams }: Props) {
  const [t] = await Promise.all([getTranslations('Journal'), editingMode()]);
  const page = parsePageParam((await searchParams).page);
  if (page === null) notFound();
  const { locale, href } = await pageLanguage();
  const list = await unlessUnavailable(listPosts({ page, perPage: POSTS_PER_PAGE, language: locale }));
  if (list === UNAVAILABLE) return <ContentUnavailable retryHref={pageHref(href('/posts'), page)} />;
  const { posts, pageCount } = list;
  if (page > pageCount) notFound();
  return (
    <div className="container section">
      <PageJsonLd below={[await journalCrumb()]} />
      <h1>
        {t('title')}
        {page > 1 && <span className="sr-only">{t('pageSuffix', { page })}</span>}
      </h1>
      <PostList posts={posts} href={href} basePath={href('/posts')} page={page} pageCount={pageCount} pagesLabel={t('pages')} />
    </div>
  );
}
