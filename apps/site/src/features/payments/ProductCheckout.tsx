import { createTranslator } from 'next-intl';
import { AssetImage } from '@/lib/AssetImage';
import type { IslandIntl } from '@/lib/i18n/island';
import { LocalText } from '@/lib/i18n/LocalText';
import { textIn } from '@/lib/i18n/text';
import type { CheckoutProduct } from '@/lib/content';
import { CheckoutClient } from './island';
import { paymentsConfig } from './config';
import { formatPrice } from '@/lib/price';
import { editable, type EditTarget } from '@/lib/visual-editing/editable';

/**
 * A product with its price and, when Stripe is configured, the card form. `priority`: the product leads the page (its
 * own page, or a page's first section), so its image is the largest thing on screen and loads first.
 */
const PRODUCT_FIELDS = ['name', 'description', 'translations', 'price', 'currency', 'image'];

export function ProductCheckout({
  product,
  heading,
  as: Heading = 'h2',
  section,
  root,
  priority = false,
  intl,
  defaultLocale,
}: {
  product: CheckoutProduct;
  /** The site's default language, whose name and description show where the product has no translation. */
  defaultLocale: string;
  /** The page's language and the checkout's messages (islandIntl('Checkout')), for its words, price and card form. */
  intl: IslandIntl<'Checkout'>;
  heading?: string | null;
  /** The page section showing the product, if any: in the Visual Editor the section's own heading is its. */
  section?: EditTarget;
  /** The root element's attributes as a page section (`data-section`). */
  root?: { readonly 'data-section': string };
  as?: 'h1' | 'h2';
  priority?: boolean;
}) {
  const priceLabel = formatPrice(product.price, product.currency, intl.locale);
  const description = textIn(product, 'description', intl.locale, defaultLocale);
  return (
    <section
      className="container section product"
      {...root}
      {...editable(section ?? { collection: 'products', item: product.id, fields: PRODUCT_FIELDS })}
    >
      {product.image && (
        <AssetImage
          {...editable({ collection: 'products', item: product.id, fields: ['image'], mode: 'drawer' })}
          className="product__image"
          id={product.image}
          alt=""
          width={480}
          height={480}
          sizes="(min-width: 720px) 320px, 100vw"
          priority={priority}
        />
      )}
      <div>
        <Heading
          {...(heading && section
            ? editable({ ...section, fields: ['heading'] })
            : editable({ collection: 'products', item: product.id, fields: ['name', 'translations'] }))}
        >
          {heading || <LocalText value={textIn(product, 'name', intl.locale, defaultLocale)} />}
        </Heading>
        {description && (
          <p lang={description.lang} {...editable({ collection: 'products', item: product.id, fields: ['description', 'translations'] })}>
            {description.text}
          </p>
        )}
        <p
          className="product__price"
          {...editable({ collection: 'products', item: product.id, fields: ['price', 'currency'], mode: 'popover' })}
        >
          {priceLabel}
        </p>
        <CardCheckout product={product} intl={intl} />
      </div>
    </section>
  );
}

/**
 * A product's card checkout on its own (a pricing plan's button): the button that opens the card form, or a notice
 * while payments are not set up on the site.
 */
export function CardCheckout({ product, intl }: { product: CheckoutProduct; intl: IslandIntl<'Checkout'> }) {
  const config = paymentsConfig();
  if (!config) {
    const t = createTranslator({ locale: intl.locale, messages: intl.messages, namespace: 'Checkout' });
    return (
      <p className="notice" role="status">
        {t('notSetUp')}
      </p>
    );
  }
  return (
    <CheckoutClient
      productId={product.id}
      amount={product.price}
      currency={product.currency}
      priceLabel={formatPrice(product.price, product.currency, intl.locale)}
      publishableKey={config.publishableKey}
      intl={intl}
    />
  );
}
