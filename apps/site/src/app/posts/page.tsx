import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentUnavailable, UNAVAILABLE, unlessUnavailable } from '@/components/ContentUnavailable';
import { PostCard } from '@/components/PostCard';
import { listPosts } from '@/lib/content';

export const metadata: Metadata = { title: 'Journal' };

const PER_PAGE = 6;

export default async function PostsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const { page: pageParam = '1' } = await searchParams;
  if (!/^[1-9]\d{0,4}$/.test(pageParam)) notFound();
  const page = Number(pageParam);
  const list = await unlessUnavailable(listPosts({ page, perPage: PER_PAGE }));
  if (list === UNAVAILABLE) return <ContentUnavailable retryHref={page === 1 ? '/posts' : `/posts?page=${page}`} />;
  const { posts, pageCount } = list;
  if (page > pageCount) notFound();
  return (
    <div className="container section">
      <h1>Journal</h1>
      <ul className="card-grid">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} headingLevel={2} />
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <nav aria-label="Pages" className="pagination">
          {page > 1 && <a href={page === 2 ? '/posts' : `/posts?page=${page - 1}`}>Newer posts</a>}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount && <a href={`/posts?page=${page + 1}`}>Older posts</a>}
        </nav>
      )}
    </div>
  );
}
