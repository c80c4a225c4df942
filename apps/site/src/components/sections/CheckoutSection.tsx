import { ProductCheckout } from '@/features/payments/ProductCheckout';
import { islandIntl } from '@/lib/i18n/island';
import { pageLanguage } from '@/lib/i18n/page-language';
import type { CheckoutSection as Checkout, Product } from '@/lib/content';

/** A page's checkout section (`section_checkout`): its product, while active, as the payments feature shows it. */
export async function CheckoutSection({ section, isFirst }: { section: Checkout; isFirst: boolean }) {
  const product = typeof section.product === 'object' ? (section.product as Product | null) : null;
  if (!product?.active) return null;
  const [intl, { defaultLocale }] = await Promise.all([islandIntl('Checkout'), pageLanguage()]);
  return (
    <ProductCheckout
      product={product}
      heading={section.heading}
      section={{ collection: 'section_checkout', item: section.id, fields: ['heading', 'product'] }}
      priority={isFirst}
      intl={intl}
      defaultLocale={defaultLocale}
    />
  );
}
