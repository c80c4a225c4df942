import { PostCards } from '@/components/PostCard';
import { Pagination } from '@/features/posts/Pagination';
import type { PostSummary } from '@/lib/content';

/** A page of a post listing (the journal, a category, an author): cards, then numbered page links. */
export function PostList({
  posts,
  href,
  basePath,
  page,
  pageCount,
  pagesLabel,
}: {
  posts: PostSummary[];
  /** A default-language path in the page's language. */
  href: (path: string) => string;
  /** The listing's own address in the page's language; page N is `?page=N`. */
  basePath: string;
  page: number;
  pageCount: number;
  pagesLabel: string;
}) {
  return (
    <>
      <PostCards posts={posts} href={href} headingLevel={2} />
      <Pagination basePath={basePath} current={page} total={pageCount} label={pagesLabel} />
    </>
  );
}
