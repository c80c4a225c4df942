import { ProductCheckout } from '@/features/payments/CheckoutSection';
import type { CheckoutSection as Checkout, Product } from '@/lib/content';

export { formatPrice } from '@/features/payments/price';

export function CheckoutSection({ section, isFirst }: { section: Checkout; isFirst: boolean }) {
  const product = typeof section.product === 'object' ? (section.product as Product | null) : null;
  if (!product?.active) return null;
  return (
    <ProductCheckout
      product={product}
      heading={section.heading}
      section={{ collection: 'section_checkout', item: section.id, fields: ['heading', 'product'] }}
      priority={isFirst}
    />
  );
}
