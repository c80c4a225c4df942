import 'server-only';
import { getTranslations } from '@/lib/i18n/server';
import type { Category, Post } from '@/lib/content';
import { pageLanguage } from '@/lib/i18n/page-language';
import { textIn } from '@/lib/i18n/text';
import { categoryPath } from '@/lib/journal-paths';

/** One step of a breadcrumb trail: its name, its path in the page's language, and `lang` when the name is in another. */
export interface Crumb {
  name: string;
  href: string;
  lang?: string;
}

/**
 * The trail from the home page to a journal page, in the page's language: Home › Journal › (category) › the page
 * itself (`current`, last). One function for the visible breadcrumbs (features/posts/Breadcrumbs.tsx) and the
 * structured data (BreadcrumbList), so both always agree.
 */
export async function journalTrail(...rest: Crumb[]): Promise<Crumb[]> {
  const [{ href }, t, journal] = await Promise.all([pageLanguage(), getTranslations('Post'), getTranslations('Journal')]);
  return [{ name: t('home'), href: href('/') }, { name: journal('title'), href: href('/posts') }, ...rest];
}

/** A category's step in a trail, named in the page's language. */
export async function categoryCrumb(category: Category): Promise<Crumb> {
  const { locale, defaultLocale, href } = await pageLanguage();
  const name = textIn(category, 'name', locale, defaultLocale) ?? { text: category.slug };
  return { name: name.text, ...(name.lang ? { lang: name.lang } : {}), href: href(categoryPath(category.slug)) };
}

/** A post's trail: Home › Journal › its category (when it has one) › the post. */
export async function postTrail(post: Pick<Post, 'title' | 'slug' | 'category'>): Promise<Crumb[]> {
  const { href } = await pageLanguage();
  const category = post.category !== null && typeof post.category === 'object' ? await categoryCrumb(post.category) : null;
  return journalTrail(...(category ? [category] : []), { name: post.title, href: href(`/posts/${post.slug}`) });
}
