import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentUnavailable, UNAVAILABLE, unavailableMetadata, unlessUnavailable } from '@/components/ContentUnavailable';
import { ProductCheckout } from '@/features/payments/ProductCheckout';
import { islandIntl } from '@/lib/i18n/island';
import { pageLanguage } from '@/lib/i18n/page-language';
import { textIn } from '@/lib/i18n/text';
import { getActiveProductBySlug } from '@/lib/content';
import { editingMode } from '@/lib/visual-editing/mode';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ slug: string }> };

async function productFor(params: Params['params']) {
  const { slug } = await params;
  return /^[a-z0-9][a-z0-9-]{0,199}$/.test(slug) ? unlessUnavailable(getActiveProductBySlug(slug)) : null;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const product = await productFor(params);
  if (product === UNAVAILABLE) return unavailableMetadata();
  if (!product) return {};
  const { locale, defaultLocale } = await pageLanguage();
  return {
    title: textIn(product, 'name', locale, defaultLocale)?.text ?? product.name,
    description: textIn(product, 'description', locale, defaultLocale)?.text,
  };
}

export default async function ProductPage({ params }: Params) {
  const [product, { href }] = await Promise.all([productFor(params), pageLanguage(), editingMode()]);
  if (product === UNAVAILABLE) return <ContentUnavailable retryHref={href(`/products/${(await params).slug}`)} />;
  if (!product) notFound();
  const [intl, { defaultLocale }] = await Promise.all([islandIntl('Checkout'), pageLanguage()]);
  return <ProductCheckout product={product} as="h1" priority intl={intl} defaultLocale={defaultLocale} />;
}
