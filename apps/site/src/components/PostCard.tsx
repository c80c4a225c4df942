import Link from 'next/link';
import { AssetImage } from '@/lib/AssetImage';
import type { PostSummary } from '@/lib/content';
import { FormattedDate } from '@/lib/format-date';
import { editable } from '@/lib/visual-editing/editable';

/** A post in a list; `href` is its path in the page's language. */
export function PostCard({ post, href, headingLevel }: { post: PostSummary; href: string; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="card"
      {...editable({ collection: 'posts', item: post.id, fields: ['title', 'excerpt', 'cover_image', 'published_at'] })}
    >
      {post.cover_image && (
        <AssetImage
          {...editable({ collection: 'posts', item: post.id, fields: ['cover_image'], mode: 'drawer' })}
          className="card__image"
          id={post.cover_image}
          alt=""
          width={640}
          height={360}
          sizes="(min-width: 960px) 30vw, (min-width: 640px) 45vw, 100vw"
        />
      )}
      <div className="card__body">
        <Heading className="card__title" {...editable({ collection: 'posts', item: post.id, fields: ['title'] })}>
          <Link href={href}>{post.title}</Link>
        </Heading>
        {post.published_at && <FormattedDate iso={post.published_at} />}
        {post.excerpt && <p {...editable({ collection: 'posts', item: post.id, fields: ['excerpt'] })}>{post.excerpt}</p>}
      </div>
    </article>
  );
}

/** Posts as a grid of cards; `href` gives a default-language path in the page's language. */
export function PostCards({ posts, href, headingLevel }: { posts: PostSummary[]; href: (path: string) => string; headingLevel: 2 | 3 }) {
  return (
    <ul className="card-grid">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} href={href(`/posts/${post.slug}`)} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
