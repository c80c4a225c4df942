import { createTranslator } from 'next-intl';
import { AssetImage } from '@/lib/AssetImage';
import type { IslandIntl } from '@/lib/i18n/island';
import { LocalText } from '@/lib/i18n/LocalText';
import { textIn } from '@/lib/i18n/text';
import type { CheckoutProduct } from '@/lib/content';
import { CheckoutClient } from './island';
import { paymentsConfig } from './config';
import { formatPrice } from '@/lib/price';

/**
 * A product with its price and, when Stripe is configured, the card form. `priority`: the product leads the page (its
 * own page, or a page's first section), so its image is the largest thing on screen and loads first.
 */
export function ProductCheckout({
  product,
  heading,
  as: Heading = 'h2',
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
  as?: 'h1' | 'h2';
  priority?: boolean;
}) {
  const config = paymentsConfig();
  const priceLabel = formatPrice(product.price, product.currency, intl.locale);
  const t = createTranslator({ locale: intl.locale, messages: intl.messages, namespace: 'Checkout' });
  const description = textIn(product, 'description', intl.locale, defaultLocale);
  return (
    <section className="container section product">
      {product.image && (
        <AssetImage
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
        <Heading>{heading || <LocalText value={textIn(product, 'name', intl.locale, defaultLocale)} />}</Heading>
        {description && <p lang={description.lang}>{description.text}</p>}
        <p className="product__price">{priceLabel}</p>
        {config ? (
          <CheckoutClient
            productId={product.id}
            amount={product.price}
            currency={product.currency}
            priceLabel={priceLabel}
            publishableKey={config.publishableKey}
            intl={intl}
          />
        ) : (
          <p className="notice" role="status">
            {t('notSetUp')}
          </p>
        )}
      </div>
    </section>
  );
}
