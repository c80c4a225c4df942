import Link from 'next/link';
import { useFormatter } from 'next-intl';
import { AssetImage } from '@/lib/AssetImage';
import type { PostSummary } from '@/lib/content';

/** A post's date in the page's language, e.g. 18 November 2026 or ١٨ نوفمبر ٢٠٢٦. */
export function PostDate({ iso }: { iso: string }) {
  const format = useFormatter();
  return <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: 'long' })}</time>;
}

/** A post in a list; `href` is its path in the page's language. */
export function PostCard({ post, href, headingLevel }: { post: PostSummary; href: string; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      {post.cover_image && (
        <AssetImage
          className="card__image"
          id={post.cover_image}
          alt=""
          width={640}
          height={360}
          sizes="(min-width: 960px) 30vw, (min-width: 640px) 45vw, 100vw"
        />
      )}
      <div className="card__body">
        <Heading className="card__title">
          <Link href={href}>{post.title}</Link>
        </Heading>
        {post.published_at && <PostDate iso={post.published_at} />}
        {post.excerpt && <p>{post.excerpt}</p>}
      </div>
    </article>
  );
}
