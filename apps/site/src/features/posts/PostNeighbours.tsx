import type { PostSummary } from '@/lib/content';

interface Labels {
  landmark: string;
  previous: string;
  next: string;
}

/** Links to the previous (older) and next (newer) post in the same language; plain links, no JavaScript. */
export function PostNeighbours({
  previous,
  next,
  href,
  labels,
}: {
  previous: PostSummary | null;
  next: PostSummary | null;
  href: (path: string) => string;
  labels: Labels;
}) {
  if (!previous && !next) return null;
  const link = (post: PostSummary, rel: 'prev' | 'next', label: string) => (
    <a href={href(`/posts/${post.slug}`)} rel={rel} className="post-neighbours__link">
      <span className="post-neighbours__label">{label}</span>
      <span className="post-neighbours__title">{post.title}</span>
    </a>
  );
  return (
    <nav aria-label={labels.landmark} className="post-neighbours">
      <ul className="post-neighbours__list">
        {previous && <li className="post-neighbours__previous">{link(previous, 'prev', labels.previous)}</li>}
        {next && <li className="post-neighbours__next">{link(next, 'next', labels.next)}</li>}
      </ul>
    </nav>
  );
}
