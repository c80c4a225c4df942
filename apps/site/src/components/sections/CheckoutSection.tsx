import { AssetImage } from '@/components/AssetImage';
import type { CheckoutSection as Checkout, Product } from '@/lib/content';

export function formatPrice(amount: number, currency: string): string {
  const formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(amount / 10 ** digits);
}

export function CheckoutSection({ section }: { section: Checkout }) {
  const product = typeof section.product === 'object' ? (section.product as Product | null) : null;
  if (!product?.active) return null;
  return (
    <section className="container section product">
      {product.image && (
        <AssetImage className="product__image" id={product.image} alt="" width={480} height={480} sizes="(min-width: 720px) 320px, 100vw" />
      )}
      <div>
        <h2>{section.heading || product.name}</h2>
        {product.description && <p>{product.description}</p>}
        <p className="product__price">{formatPrice(product.price, product.currency)}</p>
        <p className="notice" role="status">
          Card payments are not set up on this site yet.
        </p>
      </div>
    </section>
  );
}
