import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentUnavailable, UNAVAILABLE, unlessUnavailable } from '@/components/ContentUnavailable';
import { PostCard } from '@/components/PostCard';
import { pageHref, parsePageParam, POSTS_PER_PAGE } from '@/features/posts/pagination';
import { Pagination } from '@/features/posts/Pagination';
import { getSeoDefaults } from '@/features/seo/defaults';
import { seoMetadata } from '@/features/seo/metadata';
import { listPosts } from '@/lib/content';
import { editingMode } from '@/lib/visual-editing/mode';

const TITLE = 'Journal';

type Props = { searchParams: Promise<{ page?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = parsePageParam((await searchParams).page);
  if (page === null) return { title: TITLE };
  return seoMetadata({ title: page === 1 ? TITLE : `${TITLE}, page ${page}`, path: pageHref('/posts', page) }, await getSeoDefaults());
}

export default async function PostsPage({ searchParams }: Props) {
  await editingMode();
  const page = parsePageParam((await searchParams).page);
  if (page === null) notFound();
  const list = await unlessUnavailable(listPosts({ page, perPage: POSTS_PER_PAGE }));
  if (list === UNAVAILABLE) return <ContentUnavailable retryHref={pageHref('/posts', page)} />;
  const { posts, pageCount } = list;
  if (page > pageCount) notFound();
  return (
    <div className="container section">
      <h1>
        {TITLE}
        {page > 1 && <span className="sr-only">, page {page}</span>}
      </h1>
      <ul className="card-grid">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} headingLevel={2} />
          </li>
        ))}
      </ul>
      <Pagination basePath="/posts" current={page} total={pageCount} label="Journal pages" />
    </div>
  );
}
