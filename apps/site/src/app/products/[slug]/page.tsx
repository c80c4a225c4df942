import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentUnavailable, UNAVAILABLE, unavailableMetadata, unlessUnavailable } from '@/components/ContentUnavailable';
import { ProductCheckout } from '@/features/payments/CheckoutSection';
import { islandIntl } from '@/lib/i18n/island';
import { getActiveProductBySlug } from '@/lib/content';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ slug: string }> };

async function productFor(params: Params['params']) {
  const { slug } = await params;
  return /^[a-z0-9][a-z0-9-]{0,199}$/.test(slug) ? unlessUnavailable(getActiveProductBySlug(slug)) : null;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const product = await productFor(params);
  if (product === UNAVAILABLE) return unavailableMetadata();
  return product ? { title: product.name, description: product.description ?? undefined } : {};
}

export default async function ProductPage({ params }: Params) {
  const product = await productFor(params);
  if (product === UNAVAILABLE) return <ContentUnavailable retryHref={`/products/${(await params).slug}`} />;
  if (!product) notFound();
  return <ProductCheckout product={product} as="h1" priority intl={await islandIntl('Checkout')} />;
}
