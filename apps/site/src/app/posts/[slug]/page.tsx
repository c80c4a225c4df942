import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AssetImage } from '@/components/AssetImage';
import { ContentUnavailable, UNAVAILABLE, unavailableMetadata, unlessUnavailable } from '@/components/ContentUnavailable';
import { BlockContent } from '@/components/BlockContent';
import { formatDate } from '@/components/PostCard';
import { getPost } from '@/lib/content';

type Params = { params: Promise<{ slug: string }> };

async function postFor(params: Params['params']) {
  const { slug } = await params;
  return /^[a-z0-9][a-z0-9-]{0,199}$/.test(slug) ? unlessUnavailable(getPost(slug)) : null;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const post = await postFor(params);
  if (post === UNAVAILABLE) return unavailableMetadata;
  if (!post) return {};
  return { title: post.seo_title || post.title, description: post.seo_description ?? post.excerpt ?? undefined };
}

export default async function PostPage({ params }: Params) {
  const post = await postFor(params);
  if (post === UNAVAILABLE) return <ContentUnavailable retryHref={`/posts/${(await params).slug}`} />;
  if (!post) notFound();
  return (
    <article className="post">
      <header className="container post__header">
        <h1>{post.title}</h1>
        <p className="post__meta">
          {post.published_at && <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>}
          {post.author && <> · {post.author}</>}
        </p>
      </header>
      {post.cover_image && (
        <div className="container">
          <AssetImage
            className="post__cover"
            id={post.cover_image}
            alt=""
            width={1600}
            height={900}
            sizes="(min-width: 1100px) 1040px, 100vw"
            priority
          />
        </div>
      )}
      <div className="container prose">
        <BlockContent document={post.body} />
      </div>
    </article>
  );
}
