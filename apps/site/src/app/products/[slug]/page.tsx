import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentUnavailable, UNAVAILABLE, unavailableMetadata, unlessUnavailable } from '@/components/ContentUnavailable';
import { paymentsConfig } from '@/features/payments/config';
import { ProductCheckout } from '@/features/payments/ProductCheckout';
import { productNode } from '@/features/seo/json-ld';
import { markdownAlternate } from '@/features/markdown/server';
import { getSeoDefaults } from '@/features/seo/defaults';
import { seoMetadata, shareImageUrl } from '@/features/seo/metadata';
import { generatedShareImage } from '@/features/seo/share-image/server';
import { PageJsonLd } from '@/features/seo/structured-data';
import { islandIntl } from '@/lib/i18n/island';
import { pageLanguage } from '@/lib/i18n/page-language';
import { textIn } from '@/lib/i18n/text';
import { getActiveProductBySlug } from '@/lib/content';
import { absoluteUrl } from '@/lib/site-url';
import { editingMode } from '@/lib/visual-editing/mode';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ slug: string }> };

async function productFor(params: Params['params']) {
  const { slug } = await params;
  return /^[a-z0-9][a-z0-9-]{0,199}$/.test(slug) ? unlessUnavailable(getActiveProductBySlug(slug)) : null;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const product = await productFor(params);
  if (product === UNAVAILABLE) return unavailableMetadata();
  if (!product) return {};
  const { locale, defaultLocale, href } = await pageLanguage();
  const name = textIn(product, 'name', locale, defaultLocale)?.text ?? product.name;
  const path = href(`/products/${product.slug}`);
  return seoMetadata(
    {
      title: name,
      description: textIn(product, 'description', locale, defaultLocale)?.text,
      path,
      markdownPath: await markdownAlternate(path, {}),
      image: product.image,
      generatedImage: product.image ? null : await generatedShareImage('products', locale, product.slug, name),
    },
    await getSeoDefaults(),
  );
}

export default async function ProductPage({ params }: Params) {
  const [product, { href }] = await Promise.all([productFor(params), pageLanguage(), editingMode()]);
  if (product === UNAVAILABLE) return <ContentUnavailable retryHref={href(`/products/${(await params).slug}`)} />;
  if (!product) notFound();
  const [intl, { locale, defaultLocale }] = await Promise.all([islandIntl('Checkout'), pageLanguage()]);
  const path = `/products/${product.slug}`;
  const name = textIn(product, 'name', locale, defaultLocale)?.text ?? product.name;
  return (
    <>
      <PageJsonLd
        below={[{ name, path }]}
        nodes={[
          productNode({
            name,
            url: absoluteUrl(href(path)),
            language: locale,
            description: textIn(product, 'description', locale, defaultLocale)?.text,
            image: product.image ? shareImageUrl(product.image) : (await generatedShareImage('products', locale, product.slug, name))?.url,
            amount: product.price,
            currency: product.currency,
            inStock: paymentsConfig() !== null,
          }),
        ]}
      />
      <ProductCheckout product={product} as="h1" priority intl={intl} defaultLocale={defaultLocale} />
    </>
  );
}
