import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/server';
import { documentHeadings } from '@tessera/blocks';
import { getPostNeighbours, listRelatedPosts, type Author, type Category, type Post } from '@/lib/content';
import { AssetImage } from '@/lib/AssetImage';
import { ContentUnavailable, UNAVAILABLE, unavailableMetadata, unlessUnavailable } from '@/components/ContentUnavailable';
import { BlockContent } from '@/components/BlockContent';
import { PostCards } from '@/components/PostCard';
import { AuthorBio } from '@/features/posts/AuthorBio';
import { Breadcrumbs } from '@/features/posts/Breadcrumbs';
import { PostNeighbours } from '@/features/posts/PostNeighbours';
import { readingMinutes } from '@/features/posts/reading-time';
import { TableOfContents } from '@/features/posts/TableOfContents';
import { FormattedDate } from '@/lib/format-date';
import { PreviewBanner } from '@/features/preview/PreviewBanner';
import { contentReaders } from '@/features/preview/server';
import { markdownAlternate } from '@/features/markdown/server';
import { getSeoDefaults } from '@/features/seo/defaults';
import { journalCrumb } from '@/features/seo/breadcrumbs';
import { postNode } from '@/features/seo/json-ld';
import { seoMetadata, shareImageUrl } from '@/features/seo/metadata';
import { generatedShareImage } from '@/features/seo/share-image/server';
import { PageJsonLd, siteIdentity } from '@/features/seo/structured-data';
import { Share } from '@/features/sharing/Share';
import { pageLanguage } from '@/lib/i18n/page-language';
import { editable } from '@/lib/visual-editing/editable';
import { absoluteUrl } from '@/lib/site-url';
import { categoryCrumb, postTrail } from '@/lib/breadcrumbs';
import { authorPath, categoryPath } from '@/lib/journal-paths';

const expanded = <T extends object>(value: number | T | null): T | null => (value !== null && typeof value === 'object' ? value : null);

/** What an editor changes of a post as a whole in the Visual Editor (its parts have markers of their own). */
const POST_FIELDS = ['title', 'slug', 'excerpt', 'cover_image', 'published_at', 'author', 'seo_title', 'seo_description'];

type Params = { params: Promise<{ slug: string }>; searchParams: Promise<{ version?: string | string[] }> };

async function postFor({ params, searchParams }: Params): Promise<{ post: Post | null | typeof UNAVAILABLE; preview: boolean }> {
  const { slug } = await params;
  if (!/^[a-z0-9][a-z0-9-]{0,199}$/.test(slug)) return { post: null, preview: false };
  const { getPost, preview } = await contentReaders((await searchParams).version);
  return { post: await unlessUnavailable(getPost(slug)), preview };
}

export async function generateMetadata(props: Params): Promise<Metadata> {
  const { post } = await postFor(props);
  if (post === UNAVAILABLE) return unavailableMetadata();
  if (!post) return {};
  const { href, locale } = await pageLanguage();
  const path = href(`/posts/${post.slug}`);
  return seoMetadata(
    {
      title: post.seo_title || post.title,
      description: post.seo_description || post.excerpt,
      path,
      image: post.cover_image,
      generatedImage: post.cover_image ? null : await generatedShareImage('posts', locale, post.slug, post.seo_title || post.title),
      type: 'article',
      publishedTime: post.published_at,
      author: expanded<Author>(post.author_profile)?.name ?? post.author,
      noIndex: post.seo_no_index,
      markdownPath: await markdownAlternate(path, post),
    },
    await getSeoDefaults(),
  );
}

export default async function PostPage(props: Params) {
  const [{ post, preview }, { locale, defaultLocale, href }, t] = await Promise.all([
    postFor(props),
    pageLanguage(),
    getTranslations('Post'),
  ]);
  if (post === UNAVAILABLE) return <ContentUnavailable retryHref={href(`/posts/${(await props.params).slug}`)} />;
  if (!post) notFound();
  const path = href(`/posts/${post.slug}`);
  const author = expanded<Author>(post.author_profile);
  const category = expanded<Category>(post.category);
  // The posts around it are the live ones (a preview of a scheduled post shows today's neighbours).
  const around = await unlessUnavailable(
    Promise.all([
      post.published_at ? getPostNeighbours(post.language, post.id, post.published_at) : { previous: null, next: null },
      listRelatedPosts(post.language, post.id, category?.id ?? 0),
    ]),
  );
  const [neighbours, related] = around === UNAVAILABLE ? [{ previous: null, next: null }, []] : around;
  const [trail, categoryLink] = await Promise.all([postTrail(post), category ? categoryCrumb(category) : null]);
  return (
    <>
      {preview && <PreviewBanner path={path} />}
      <PageJsonLd
        below={[
          await journalCrumb(),
          // The visible trail's category too (lib/breadcrumbs.ts), so the two tell the same trail.
          ...(category && categoryLink ? [{ name: categoryLink.name, path: categoryPath(category.slug) }] : []),
          { name: post.title, path: `/posts/${post.slug}` },
        ]}
        nodes={[
          postNode(
            {
              headline: post.title,
              url: absoluteUrl(path),
              language: locale,
              description: post.seo_description || post.excerpt,
              published: post.published_at,
              modified: post.date_updated,
              author: author?.name ?? post.author,
              image: post.cover_image
                ? shareImageUrl(post.cover_image)
                : (await generatedShareImage('posts', locale, post.slug, post.seo_title || post.title))?.url,
            },
            await siteIdentity(),
          ),
        ]}
      />
      <article className="post" {...editable({ collection: 'posts', item: post.id, fields: POST_FIELDS })}>
        <header className="container post__header">
          <Breadcrumbs trail={trail} label={t('breadcrumbs')} />
          <h1 {...editable({ collection: 'posts', item: post.id, fields: ['title'] })}>{post.title}</h1>
          <p className="post__meta">
            {post.published_at && <FormattedDate iso={post.published_at} />}
            {author ? (
              <> · {t.rich('by', { author: () => <a href={href(authorPath(author.slug))}>{author.name}</a> })}</>
            ) : (
              post.author && <> · {post.author}</>
            )}
            {categoryLink && (
              <>
                {' · '}
                <a href={categoryLink.href} lang={categoryLink.lang}>
                  {categoryLink.name}
                </a>
              </>
            )}
            {' · '}
            {t('readingTime', { minutes: readingMinutes(post.body) })}
          </p>
        </header>
        {post.cover_image && (
          <div className="container">
            <AssetImage
              {...editable({ collection: 'posts', item: post.id, fields: ['cover_image'], mode: 'drawer' })}
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
        <div className="container">
          <TableOfContents headings={documentHeadings(post.body)} title={t('contents')} />
        </div>
        <div className="container prose" {...editable({ collection: 'posts', item: post.id, fields: ['body'], mode: 'drawer' })}>
          <BlockContent document={post.body} />
        </div>
        <footer className="container">
          <Share url={absoluteUrl(path)} title={post.title} />
          {author && (
            <AuthorBio
              author={author}
              href={href(authorPath(author.slug))}
              locale={locale}
              defaultLocale={defaultLocale}
              linksLabel={t('authorLinks')}
            />
          )}
          <PostNeighbours
            previous={neighbours.previous}
            next={neighbours.next}
            href={href}
            labels={{ landmark: t('morePosts'), previous: t('previous'), next: t('next') }}
          />
        </footer>
      </article>
      {related.length > 0 && (
        <section className="container section" aria-labelledby="related-posts">
          <h2 id="related-posts">{t('related')}</h2>
          <PostCards posts={related} href={href} headingLevel={3} />
        </section>
      )}
    </>
  );
}
