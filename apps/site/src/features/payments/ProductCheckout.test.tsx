import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/lib/i18n/messages/en.json';
import { CardCheckout, ProductCheckout as Checkout } from './ProductCheckout';

const intl = { locale: 'en', messages: { Checkout: en.Checkout } };
const ProductCheckout = (props: Omit<Parameters<typeof Checkout>[0], 'intl' | 'defaultLocale'>) => (
  <Checkout {...props} intl={intl} defaultLocale="en" />
);

// The island module only code-splits for Next's client bundles (next/dynamic, which renders nothing outside Next);
// here the checkout island is the component itself.
vi.mock('./island', async () => ({ CheckoutClient: (await import('./CheckoutClient')).CheckoutClient }));

const product = { id: 1, name: 'Kit', slug: 'kit', description: null, price: 3900, currency: 'eur', image: null };

afterEach(() => vi.unstubAllEnvs());

describe('ProductCheckout', () => {
  it('says payments are not set up without Stripe keys, and still shows the product and its price', () => {
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    const html = renderToStaticMarkup(<ProductCheckout product={product} />);
    expect(html).toContain('Kit');
    expect(html).toContain('€39.00');
    expect(html).toContain('Card payments are not set up on this site yet.');
    expect(html).not.toContain('data-testid="checkout"');
  });

  it('shows the card form with the keys set, handing only the publishable key to the page', () => {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_secret');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_secret');
    vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_test_public');
    const html = renderToStaticMarkup(<ProductCheckout product={product} />);
    expect(html).toContain('data-testid="checkout"');
    expect(html).not.toContain('not set up');
    expect(html).not.toMatch(/sk_test_secret|whsec_secret/);
  });

  it('offers the card form behind a button: nothing of Stripe is on the page until the visitor asks', () => {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_secret');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_secret');
    vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_test_public');
    const html = renderToStaticMarkup(<ProductCheckout product={product} />);
    expect(html).toMatch(/<button type="button" class="button"[^>]*>Pay €39.00 by card<\/button>/);
    expect(html).toContain('data-phase="offered"');
    expect(html).not.toContain('stripe.com');
    expect(html).not.toContain('E-mail for the receipt');
  });

  it('offers the card checkout alone for a pricing plan: the button, without the product’s name, image or price line', () => {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_secret');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_secret');
    vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_test_public');
    const html = renderToStaticMarkup(<CardCheckout product={product} intl={intl} />);
    expect(html).toMatch(/^<div class="checkout" data-testid="checkout" data-phase="offered">/);
    expect(html).toContain('>Pay €39.00 by card</button>');
    expect(html).not.toContain('Kit');
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    expect(renderToStaticMarkup(<CardCheckout product={product} intl={intl} />)).toBe(
      '<p class="notice" role="status">Card payments are not set up on this site yet.</p>',
    );
  });

  it('loads the product image first where the product leads the page, and lazily elsewhere', () => {
    const withImage = { ...product, image: '5c6aff0f-1523-4a43-8960-0cc84274e78b' };
    const leading = renderToStaticMarkup(<ProductCheckout product={withImage} as="h1" priority />);
    expect(leading).toMatch(/<img class="product__image"[^>]* loading="eager" fetchPriority="high"/);
    const further = renderToStaticMarkup(<ProductCheckout product={withImage} />);
    expect(further).toMatch(/<img class="product__image"[^>]* loading="lazy" fetchPriority="auto"/);
  });
});
