import { ProductCheckout } from '@/features/payments/ProductCheckout';
import type { CheckoutSection as Checkout, Product } from '@/lib/content';

/** A page's checkout section (`section_checkout`): its product, while active, as the payments feature shows it. */
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
