import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { listingMetadata, PostListingPage, type Listing } from '@/components/PostListing';
import { AuthorBio } from '@/features/posts/AuthorBio';
import { getAuthor } from '@/lib/content';
import { pageLanguage } from '@/lib/i18n/page-language';
import { textIn } from '@/lib/i18n/text';
import { authorPath } from '@/lib/journal-paths';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ page?: string | string[] }> };

/** An author's page: their photo, bio and links, then their posts (/posts/author/ana-sousa, /de/posts/author/ana-sousa). */
async function findAuthor(params: Props['params']): Promise<Listing | null> {
  const { slug } = await params;
  if (!/^[\p{Ll}\p{Lo}\p{N}][\p{Ll}\p{Lo}\p{M}\p{N}-]{0,199}$/u.test(slug)) return null;
  const [author, { locale, defaultLocale }, t, post] = await Promise.all([
    getAuthor(slug),
    pageLanguage(),
    getTranslations('Listing'),
    getTranslations('Post'),
  ]);
  if (!author) return null;
  return {
    filter: { author: author.id },
    path: authorPath(slug),
    name: { text: author.name },
    title: (name, page) => (page === 1 ? t('authorTitle', { name }) : t('authorPageTitle', { name, page })),
    intro: <AuthorBio author={author} locale={locale} defaultLocale={defaultLocale} linksLabel={post('authorLinks')} />,
    description: textIn(author, 'bio', locale, defaultLocale)?.text,
  };
}

export function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listingMetadata(() => findAuthor(params), searchParams);
}

export default function AuthorPage({ params, searchParams }: Props) {
  return <PostListingPage find={() => findAuthor(params)} searchParams={searchParams} />;
}
