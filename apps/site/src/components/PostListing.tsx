import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/server';
import type { ReactNode } from 'react';
import { ContentUnavailable, UNAVAILABLE, unavailableMetadata, unlessUnavailable } from '@/components/ContentUnavailable';
import { PostList } from '@/components/PostList';
import { Breadcrumbs } from '@/features/posts/Breadcrumbs';
import { pageHref, parsePageParam, POSTS_PER_PAGE } from '@/features/posts/pagination';
import { getSeoDefaults } from '@/features/seo/defaults';
import { seoMetadata } from '@/features/seo/metadata';
import { journalTrail } from '@/lib/breadcrumbs';
import { listPosts, type PostListing } from '@/lib/content';
import { pageLanguage } from '@/lib/i18n/page-language';
import type { LocalText } from '@/lib/i18n/text';

/** A category's or an author's page of posts, as its route finds it: null when there is none (404). */
export interface Listing {
  /** Which posts: `{ category: id }` or `{ author: id }`. */
  filter: PostListing;
  /** The listing's address before a language's prefix (/posts/category/glass). */
  path: string;
  /** Its name in the page's language (or the default one's, marked). */
  name: LocalText;
  /** The page's main heading, from the name: "Glass", "Posts by Ana Sousa". */
  title(name: string, page: number): string;
  /** What the page shows above its posts (a description, the author's bio). */
  intro?: ReactNode;
  /** Its RSS feed (categories have one). */
  feedPath?: string;
  description?: string | null;
}

const pageOf = async (searchParams: Promise<{ page?: string | string[] }>) => parsePageParam((await searchParams).page);

/** The metadata of a listing's page; nothing for one that does not exist. */
export async function listingMetadata(
  find: () => Promise<Listing | null>,
  searchParams: Promise<{ page?: string | string[] }>,
): Promise<Metadata> {
  const page = await pageOf(searchParams);
  const listing = await unlessUnavailable(find());
  if (listing === UNAVAILABLE) return unavailableMetadata();
  if (!listing || page === null) return {};
  const { href } = await pageLanguage();
  const metadata = seoMetadata(
    { title: listing.title(listing.name.text, page), description: listing.description, path: pageHref(href(listing.path), page) },
    await getSeoDefaults(),
  );
  return listing.feedPath
    ? { ...metadata, alternates: { ...metadata.alternates, types: { 'application/rss+xml': href(listing.feedPath) } } }
    : metadata;
}

/**
 * A category's or an author's page: breadcrumbs, heading, intro, then its live posts in the page's language,
 * paginated like the journal (`?page=N`). 404 for a listing that does not exist, has no posts in this language, or
 * a page past its end.
 */
export async function PostListingPage({
  find,
  searchParams,
}: {
  find: () => Promise<Listing | null>;
  searchParams: Promise<{ page?: string | string[] }>;
}) {
  const page = await pageOf(searchParams);
  if (page === null) notFound();
  const [{ locale, href }, t] = await Promise.all([pageLanguage(), getTranslations('Listing')]);
  const listing = await unlessUnavailable(find());
  if (listing === UNAVAILABLE) return <ContentUnavailable retryHref={pageHref(href('/posts'), page)} />;
  if (!listing) notFound();
  const list = await unlessUnavailable(listPosts({ page, perPage: POSTS_PER_PAGE, language: locale, ...listing.filter }));
  if (list === UNAVAILABLE) return <ContentUnavailable retryHref={pageHref(href(listing.path), page)} />;
  if (list.total === 0 || page > list.pageCount) notFound();
  const [trail, post] = await Promise.all([
    journalTrail({ name: listing.name.text, href: href(listing.path), ...(listing.name.lang ? { lang: listing.name.lang } : {}) }),
    getTranslations('Post'),
  ]);
  return (
    <div className="container section">
      <Breadcrumbs trail={trail} label={post('breadcrumbs')} />
      <h1 lang={listing.name.lang}>{listing.title(listing.name.text, page)}</h1>
      {listing.intro}
      {listing.feedPath && (
        <p>
          <a href={href(listing.feedPath)} type="application/rss+xml">
            {t('feed', { name: listing.name.text })}
          </a>
        </p>
      )}
      <PostList
        posts={list.posts}
        href={href}
        basePath={href(listing.path)}
        page={page}
        pageCount={list.pageCount}
        pagesLabel={t('pages', { name: listing.name.text })}
      />
    </div>
  );
}
