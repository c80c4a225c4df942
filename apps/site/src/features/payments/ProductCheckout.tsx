import { AssetImage } from '@/lib/AssetImage';
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
}: {
  product: CheckoutProduct;
  heading?: string | null;
  as?: 'h1' | 'h2';
  priority?: boolean;
}) {
  const config = paymentsConfig();
  const priceLabel = formatPrice(product.price, product.currency);
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
        <Heading>{heading || product.name}</Heading>
        {product.description && <p>{product.description}</p>}
        <p className="product__price">{priceLabel}</p>
        {config ? (
          <CheckoutClient
            productId={product.id}
            amount={product.price}
            currency={product.currency}
            priceLabel={priceLabel}
            publishableKey={config.publishableKey}
          />
        ) : (
          <p className="notice" role="status">
            Card payments are not set up on this site yet.
          </p>
        )}
      </div>
    </section>
  );
}
