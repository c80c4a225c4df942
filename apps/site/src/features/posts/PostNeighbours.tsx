import type { PostSummary } from '@/lib/content';
import styles from './PostNeighbours.module.css';

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
    <a href={href(`/posts/${post.slug}`)} rel={rel} className={styles.link}>
      <span className={styles.label}>{label}</span>
      <span className={styles.title}>{post.title}</span>
    </a>
  );
  return (
    <nav aria-label={labels.landmark} className={styles.neighbours}>
      <ul className={styles.list}>
        {previous && <li className={styles.previous}>{link(previous, 'prev', labels.previous)}</li>}
        {next && <li className={styles.next}>{link(next, 'next', labels.next)}</li>}
      </ul>
    </nav>
  );
}
