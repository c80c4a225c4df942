import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { listingMetadata, PostListingPage, type Listing } from '@/components/PostListing';
import { feedPath } from '@/features/seo/feed';
import { getCategory } from '@/lib/content';
import { pageLanguage } from '@/lib/i18n/page-language';
import { textIn } from '@/lib/i18n/text';
import { categoryPath } from '@/lib/journal-paths';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ page?: string | string[] }> };

/** A category's page of posts (/posts/category/glass, /de/posts/category/glass), with its own feed. */
async function findCategory(params: Props['params']): Promise<Listing | null> {
  const { slug } = await params;
  if (!/^[a-z0-9][a-z0-9-]{0,199}$/.test(slug)) return null;
  const [category, { locale, defaultLocale }, t] = await Promise.all([getCategory(slug), pageLanguage(), getTranslations('Listing')]);
  if (!category) return null;
  const description = textIn(category, 'description', locale, defaultLocale);
  return {
    filter: { category: category.id },
    path: categoryPath(slug),
    name: textIn(category, 'name', locale, defaultLocale) ?? { text: slug },
    title: (name, page) => (page === 1 ? t('categoryTitle', { name }) : t('categoryPageTitle', { name, page })),
    intro: description && <p lang={description.lang}>{description.text}</p>,
    feedPath: feedPath(categoryPath(slug)),
    description: description?.text,
  };
}

export function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listingMetadata(() => findCategory(params), searchParams);
}

export default function CategoryPage({ params, searchParams }: Props) {
  return <PostListingPage find={() => findCategory(params)} searchParams={searchParams} />;
}
