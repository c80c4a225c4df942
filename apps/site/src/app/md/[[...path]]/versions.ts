import 'server-only';
import { markdownLink, markdownText, renderToMarkdown } from '@tessera/blocks';
import { sectionMarkdown, type MarkdownKit } from '@tessera/sections';
import { addressLine, shownLocations } from '@/features/maps';
import { linkList, markdownDocument, sectionHeading } from '@/features/markdown/document';
import { absoluteAsset, hasMarkdownVersion } from '@/features/markdown/server';
import { contentReaders } from '@/features/preview/server';
import {
  getActiveProductBySlug,
  listPosts,
  type Author,
  type Category,
  type CheckoutProduct,
  type Form,
  type Page,
  type Post,
  type Product,
} from '@/lib/content';
import { getTranslations } from '@/lib/i18n/server';
import { pageLanguage } from '@/lib/i18n/page-language';
import { textIn } from '@/lib/i18n/text';
import { formatPrice } from '@/lib/price';
import { absoluteUrl } from '@/lib/site-url';
import { isPageSlug, pagePath } from '../../[[...slug]]/page-data';

// The Markdown versions of the site's pages, posts and products (features/markdown), composed here from what the
// features and the content module read, as the HTML pages are: same readers, same access rules.

/** A Markdown version and the canonical URL of its HTML page. */
export interface MarkdownVersion {
  markdown: string;
  canonical: string;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

const expanded = <T extends object>(value: number | T | null): T | null => (value !== null && typeof value === 'object' ? value : null);

/** A block document as Markdown, on the page at `pageUrl`; a block that cannot be rendered is left out, as on the page. */
const blocksMarkdown = (document: unknown, pageUrl: string) =>
  renderToMarkdown(document, { pageUrl, resolveAsset: absoluteAsset, onInvalidBlock: 'omit' });

/** Text an editor wrote in a plain field, as paragraphs (blank lines between them, as they typed them). */
const paragraphs = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => markdownText(paragraph))
    .filter(Boolean)
    .join('\n\n');

/** A post's Markdown version in the request's language, or null when it has none (not live, members, "no index"). */
export async function postVersion(slug: string, version: string | null): Promise<MarkdownVersion | null> {
  if (!SLUG.test(slug)) return null;
  const [{ getPost }, { locale, defaultLocale, href }] = await Promise.all([contentReaders(version ?? undefined), pageLanguage()]);
  const post: Post | null = await getPost(slug);
  if (!post || !hasMarkdownVersion(post)) return null;
  const canonical = absoluteUrl(href(`/posts/${post.slug}`));
  const category = expanded<Category>(post.category);
  return {
    canonical,
    markdown: markdownDocument(
      {
        title: post.title,
        description: post.seo_description || post.excerpt,
        language: locale,
        canonical,
        published: post.published_at,
        updated: post.date_updated,
        author: expanded<Author>(post.author_profile)?.name ?? post.author,
        categories: category ? [textIn(category, 'name', locale, defaultLocale)?.text ?? category.name] : [],
        image: post.cover_image ? absoluteAsset(post.cover_image, {}) : null,
      },
      [blocksMarkdown(post.body, canonical)],
    ),
  };
}

/** A product's name, price and the link to its page. */
async function productLines(product: CheckoutProduct, heading: string | null): Promise<string[]> {
  const [{ locale, defaultLocale, href }, t] = await Promise.all([pageLanguage(), getTranslations('Markdown')]);
  const name = textIn(product, 'name', locale, defaultLocale)?.text ?? product.name;
  const url = absoluteUrl(href(`/products/${product.slug}`));
  return [
    heading ?? sectionHeading(name),
    paragraphs(textIn(product, 'description', locale, defaultLocale)?.text),
    markdownText(t('price', { price: formatPrice(product.price, product.currency, locale) })),
    t('buy', { link: markdownLink(name, url) }),
  ];
}

/** A product's Markdown version, or null when there is no active product at `slug`. */
export async function productVersion(slug: string): Promise<MarkdownVersion | null> {
  if (!SLUG.test(slug)) return null;
  const [product, { locale, defaultLocale, href }] = await Promise.all([getActiveProductBySlug(slug), pageLanguage()]);
  if (!product) return null;
  const canonical = absoluteUrl(href(`/products/${product.slug}`));
  const [, ...lines] = await productLines(product, '');
  return {
    canonical,
    markdown: markdownDocument(
      {
        title: textIn(product, 'name', locale, defaultLocale)?.text ?? product.name,
        description: textIn(product, 'description', locale, defaultLocale)?.text,
        language: locale,
        canonical,
        image: product.image ? absoluteAsset(product.image, {}) : null,
      },
      lines,
    ),
  };
}

/**
 * What a section's Markdown version may use of the site (@tessera/sections' MarkdownKit); each type writes its
 * own (features/markdown/README.md lists what each becomes).
 */
async function markdownKit(page: Page, canonical: string): Promise<MarkdownKit> {
  const [{ locale, href }, t] = await Promise.all([pageLanguage(), getTranslations('Markdown')]);
  return {
    heading: (text) => (text?.trim() ? sectionHeading(text) : ''),
    paragraphs,
    text: markdownText,
    link: (label, url) => markdownLink(label, absoluteUrl(url)),
    linkList,
    blocks: (document) => blocksMarkdown(document, canonical),
    t: (key, values) => t(key as 'form', values as { title: string; link: string }),
    page: { title: page.title, url: canonical },
    latestPosts: async (limit) => {
      const { posts } = await listPosts({ perPage: limit, language: locale });
      return posts.map((post) => ({ label: post.title, url: absoluteUrl(href(`/posts/${post.slug}`)), note: post.excerpt }));
    },
    locations: async (heading, text) => {
      const [locations, maps] = await Promise.all([shownLocations(), getTranslations('Maps')]);
      const list = locations.map((location) =>
        [
          `- ${markdownText(location.name)}: ${markdownText(addressLine(location))}`,
          location.phone ? ` · ${markdownText(location.phone)}` : '',
        ].join(''),
      );
      return [sectionHeading(heading?.trim() || maps('heading')), paragraphs(text), list.join('\n')].filter(Boolean).join('\n\n');
    },
    product: async (value, heading) => {
      // While active, as the page shows it.
      const product = value !== null && typeof value === 'object' ? (value as Product) : null;
      if (!product?.active) return '';
      return (await productLines(product, heading ? sectionHeading(heading) : null)).filter(Boolean).join('\n\n');
    },
    formTitle: (value) => (value !== null && typeof value === 'object' ? (value as Form).title : null),
  };
}

/** A CMS page's Markdown version at `slug` (its path's segments; none: the home page), or null when it has none. */
export async function pageVersion(slug: readonly string[], version: string | null): Promise<MarkdownVersion | null> {
  if (!isPageSlug([...slug])) return null;
  const [{ getPage }, { locale, href }] = await Promise.all([contentReaders(version ?? undefined), pageLanguage()]);
  const page = await getPage(slug.join('/'));
  if (!page || !hasMarkdownVersion(page)) return null;
  const canonical = absoluteUrl(href(pagePath(page)));
  const kit = await markdownKit(page, canonical);
  const sections = await Promise.all(page.sections.map((section) => sectionMarkdown(section, kit)));
  return {
    canonical,
    markdown: markdownDocument(
      {
        title: page.title,
        description: page.seo_description,
        language: locale,
        canonical,
        published: page.published_at,
        updated: page.date_updated,
        image: page.seo_image ? absoluteAsset(page.seo_image, {}) : null,
      },
      sections,
    ),
  };
}
