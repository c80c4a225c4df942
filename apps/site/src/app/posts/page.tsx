import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ContentUnavailable, UNAVAILABLE, unlessUnavailable } from '@/components/ContentUnavailable';
import { PostCard } from '@/components/PostCard';
import { pageHref, parsePageParam, POSTS_PER_PAGE } from '@/features/posts/pagination';
import { Pagination } from '@/features/posts/Pagination';
import { seoMetadata } from '@/features/seo/metadata';
import { listPosts } from '@/lib/content';
import { getSeoDefaults } from '@/lib/site';

type Props = { searchParams: Promise<{ page?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [page, t] = [parsePageParam((await searchParams).page), await getTranslations('Journal')];
  if (page === null) return { title: t('title') };
  return seoMetadata({ title: page === 1 ? t('title') : t('pageTitle', { page }), path: pageHref('/posts', page) }, await getSeoDefaults());
}

export default async function PostsPage({ searchParams }: Props) {
  const [page, t] = [parsePageParam((await searchParams).page), await getTranslations('Journal')];
  if (page === null) notFound();
  const list = await unlessUnavailable(listPosts({ page, perPage: POSTS_PER_PAGE }));
  if (list === UNAVAILABLE) return <ContentUnavailable retryHref={pageHref('/posts', page)} />;
  const { posts, pageCount } = list;
  if (page > pageCount) notFound();
  return (
    <div className="container section">
      <h1>
        {t('title')}
        {page > 1 && <span className="sr-only">{t('pageSuffix', { page })}</span>}
      </h1>
      <ul className="card-grid">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} headingLevel={2} />
          </li>
        ))}
      </ul>
      <Pagination basePath="/posts" current={page} total={pageCount} label={t('pages')} />
    </div>
  );
}
