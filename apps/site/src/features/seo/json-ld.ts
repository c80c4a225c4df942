/**
 * Structured data (schema.org JSON-LD) for search engines, typed with schema-dts. Each builder is pure: it takes
 * what the page already read, with absolute URLs, and gives one node; <JsonLd> (./JsonLd.tsx) writes them out.
 * What Google's rich-result documentation requires of each type is tested in json-ld.test.ts.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  Graph,
  LocalBusiness,
  Offer,
  Organization,
  Product,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
} from 'schema-dts';
import type { Place } from '@/lib/place';
import type { Crumb } from './breadcrumbs';

/** One node, or several in one `@graph`. */
export type StructuredData = Thing | readonly Thing[];

/**
 * The JSON text of a script element's content: `<`, `>` and `&` are written as JSON escapes, so no text an editor
 * typed (`</script>`, `<!--`) can close the element or change how the HTML parser reads it; U+2028 and U+2029
 * are escaped too, for old JavaScript parsers that reject them in strings.
 */
export function jsonLdText(data: StructuredData): string {
  const document: Graph | (Thing & { '@context': 'https://schema.org' }) = Array.isArray(data)
    ? { '@context': 'https://schema.org', '@graph': data }
    : { '@context': 'https://schema.org', ...(data as Exclude<Thing, string>) };
  return JSON.stringify(document).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export interface SiteIdentity {
  name: string;
  /** The site's home page in the page's language, absolute. */
  url: string;
  /** Absolute. */
  logo?: string | null;
  /** The site's profiles elsewhere (site_settings.social_links). */
  sameAs?: readonly string[];
}

/** The home page's: the organization behind the site, and the site with its search (a sitelinks search box). */
export function homeNodes(site: SiteIdentity, { language, searchUrl }: { language: string; searchUrl: string }): Thing[] {
  const organization: Organization = {
    '@type': 'Organization',
    '@id': `${site.url}#organization`,
    name: site.name,
    url: site.url,
    ...(site.logo ? { logo: site.logo } : {}),
    ...(site.sameAs?.length ? { sameAs: [...site.sameAs] } : {}),
  };
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${searchUrl}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${site.url}#website`,
    name: site.name,
    url: site.url,
    inLanguage: language,
    publisher: { '@id': `${site.url}#organization` },
    potentialAction: search,
  };
  return [organization, website];
}

/** The trail from the home page to this page (./breadcrumbs.ts), paths made absolute against `base`. */
export function breadcrumbNode(trail: readonly Crumb[], base: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, `${base}/`).toString(),
    })),
  };
}

export interface PostFacts {
  headline: string;
  url: string;
  language: string;
  description?: string | null;
  published?: string | null;
  modified?: string | null;
  author?: string | null;
  /** Absolute: the post's share image. */
  image?: string | null;
}

/** A journal post. */
export function postNode(post: PostFacts, site: SiteIdentity): BlogPosting {
  return {
    '@type': 'BlogPosting',
    headline: post.headline,
    url: post.url,
    mainEntityOfPage: post.url,
    inLanguage: post.language,
    ...(post.image ? { image: [post.image] } : {}),
    ...(post.description ? { description: post.description } : {}),
    ...(post.published ? { datePublished: post.published } : {}),
    ...(post.modified || post.published ? { dateModified: (post.modified || post.published)! } : {}),
    // A post without a named author is the organization's.
    author: post.author ? { '@type': 'Person', name: post.author } : { '@type': 'Organization', name: site.name, url: site.url },
    publisher: { '@type': 'Organization', name: site.name, url: site.url, ...(site.logo ? { logo: site.logo } : {}) },
  };
}

export interface ProductFacts {
  name: string;
  url: string;
  language: string;
  description?: string | null;
  /** Absolute: the product's share image. */
  image?: string | null;
  /** In minor units, as Directus stores it (lib/price.ts). */
  amount: number;
  currency: string;
  /** Whether it can be bought now (an active product with a configured checkout). */
  inStock: boolean;
}

/** A shop product with its one offer. */
export function productNode(product: ProductFacts): Product {
  const currency = product.currency.toUpperCase();
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const offer: Offer = {
    '@type': 'Offer',
    url: product.url,
    price: (product.amount / 10 ** digits).toFixed(digits),
    priceCurrency: currency,
    availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  };
  return {
    '@type': 'Product',
    name: product.name,
    url: product.url,
    ...(product.image ? { image: [product.image] } : {}),
    ...(product.description ? { description: product.description } : {}),
    offers: offer,
  };
}

/** One of the business's locations, with its postal address and coordinates. */
export function placeNode(place: Place): LocalBusiness {
  return {
    '@type': 'LocalBusiness',
    name: place.name,
    address: {
      '@type': 'PostalAddress',
      ...(place.street ? { streetAddress: place.street } : {}),
      ...(place.postalCode ? { postalCode: place.postalCode } : {}),
      addressLocality: place.city,
      ...(place.region ? { addressRegion: place.region } : {}),
      addressCountry: place.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng },
    ...(place.phone ? { telephone: place.phone } : {}),
    ...(place.email ? { email: place.email } : {}),
  };
}
