import type { ReactNode } from 'react';
import { CardCheckout } from '@/features/payments/ProductCheckout';
import { getActiveProductBySlug } from '@/lib/content';
import { islandIntl } from '@/lib/i18n/island';

/** What a product's slug looks like (as its page's address checks it): anything else names no product. */
const PRODUCT_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** A section's card checkout of a product by its slug (a pricing plan's button), while the product is active. */
export async function CheckoutButtonSection({ product: slug, fallback }: { product: string; fallback?: ReactNode }) {
  const [product, intl] = await Promise.all([PRODUCT_SLUG.test(slug) ? getActiveProductBySlug(slug) : null, islandIntl('Checkout')]);
  if (!product) return fallback ?? null;
  return <CardCheckout product={product} intl={intl} />;
}
