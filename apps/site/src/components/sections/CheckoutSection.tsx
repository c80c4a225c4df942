import type { IslandProps } from '@tessera/sections';
import { ProductCheckout } from '@/features/payments/ProductCheckout';
import { islandIntl } from '@/lib/i18n/island';
import { pageLanguage } from '@/lib/i18n/page-language';
import type { Product } from '@/lib/content';

/** The checkout section's island: its product, while active, as the payments feature shows it. */
export async function CheckoutSection({
  section,
  edit,
  root,
  isFirst,
}: IslandProps<{ id: number; heading: string | null; product: unknown }>) {
  const product = section.product && typeof section.product === 'object' ? (section.product as Product) : null;
  if (!product?.active) return null;
  const [intl, { defaultLocale }] = await Promise.all([islandIntl('Checkout'), pageLanguage()]);
  return (
    <ProductCheckout
      product={product}
      heading={section.heading}
      section={edit(['heading', 'product'])}
      root={root}
      priority={isFirst}
      intl={intl}
      defaultLocale={defaultLocale}
    />
  );
}
