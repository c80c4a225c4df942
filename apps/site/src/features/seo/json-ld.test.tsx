import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { breadcrumbNode, homeNodes, jsonLdText, placeNode, postNode, productNode } from './json-ld';
import { JsonLd } from './JsonLd';

type Node = Record<string, unknown>;
const parsed = (data: Parameters<typeof jsonLdText>[0]) => JSON.parse(jsonLdText(data)) as Node;

/** The properties Google's rich-result documentation marks as required, by type (search gallery, 2026). */
function missingRequired(node: Node): string[] {
  const has = (object: unknown, path: string) =>
    path.split('.').reduce<unknown>((value, key) => (value as Node | undefined)?.[key], object) !== undefined;
  const required: Record<string, string[]> = {
    BreadcrumbList: ['itemListElement'],
    ListItem: ['position', 'name'],
    Product: ['name', 'offers'],
    Offer: ['price', 'priceCurrency'],
    LocalBusiness: ['name', 'address'],
    WebSite: ['url', 'potentialAction.target.urlTemplate', 'potentialAction.query-input'],
  };
  const missing = (required[node['@type'] as string] ?? []).filter((path) => !has(node, path)).map((path) => `${node['@type']}.${path}`);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && '@type' in child) missing.push(...missingRequired(child as Node));
    }
  }
  return missing;
}

const site = {
  name: 'Tessera',
  url: 'https://site.example/ar',
  logo: 'https://site.example/assets/logo',
  sameAs: ['https://x.com/tessera'],
};

describe('structured data', () => {
  it('gives the home page the organization and the site with a search action at the site’s search', () => {
    const [organization, website] = homeNodes(site, { language: 'ar', searchUrl: 'https://site.example/ar/search' }) as Node[];
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Tessera', url: site.url, logo: site.logo, sameAs: site.sameAs });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      inLanguage: 'ar',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://site.example/ar/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
    for (const node of [organization!, website!]) expect(missingRequired(node)).toEqual([]);
  });

  it('gives a trail from the home page with positions and absolute URLs', () => {
    const node = breadcrumbNode(
      [
        { name: 'Tessera', path: '/de' },
        { name: 'Journal', path: '/de/posts' },
        { name: 'Ein Beitrag', path: '/de/posts/ein-beitrag' },
      ],
      'https://site.example',
    );
    expect(node).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Tessera', item: 'https://site.example/de' },
        { '@type': 'ListItem', position: 2, name: 'Journal', item: 'https://site.example/de/posts' },
        { '@type': 'ListItem', position: 3, name: 'Ein Beitrag', item: 'https://site.example/de/posts/ein-beitrag' },
      ],
    });
    expect(missingRequired(node as unknown as Node)).toEqual([]);
  });

  it('describes a post with its headline, dates, author, image and language', () => {
    const node = postNode(
      {
        headline: 'Ein Beitrag',
        url: 'https://site.example/de/posts/ein-beitrag',
        language: 'de',
        published: '2026-03-01T09:00:00Z',
        modified: '2026-03-02T10:00:00Z',
        author: 'Ada',
        image: 'https://site.example/api/share-image/x.png',
      },
      site,
    );
    expect(node).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Ein Beitrag',
      inLanguage: 'de',
      datePublished: '2026-03-01T09:00:00Z',
      dateModified: '2026-03-02T10:00:00Z',
      author: { '@type': 'Person', name: 'Ada' },
      image: ['https://site.example/api/share-image/x.png'],
    });
    // Without an author the organization wrote it; without an update it was last changed when published.
    expect(postNode({ headline: 'X', url: site.url, language: 'en', published: '2026-01-01' }, site)).toMatchObject({
      author: { '@type': 'Organization', name: 'Tessera' },
      dateModified: '2026-01-01',
    });
  });

  it('gives a product its offer in the currency’s major unit', () => {
    const product = (currency: string, amount: number) =>
      productNode({
        name: 'Mug',
        url: 'https://site.example/products/mug',
        language: 'en',
        amount,
        currency,
        inStock: true,
      }) as unknown as Node;
    expect(product('eur', 3900)).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer', price: '39.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect((product('jpy', 3900).offers as Node).price).toBe('3900');
    expect((product('kwd', 3900).offers as Node).price).toBe('3.900');
    expect(missingRequired(product('eur', 3900))).toEqual([]);
    expect(productNode({ name: 'Mug', url: 'u', language: 'en', amount: 1, currency: 'eur', inStock: false }).offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('gives a location its postal address and coordinates', () => {
    const node = placeNode({
      name: 'Studio Mitte',
      street: 'Torstraße 1',
      postalCode: '10119',
      city: 'Berlin',
      region: null,
      country: 'DE',
      lat: 52.53,
      lng: 13.4,
      phone: '+49 30 123',
      email: null,
    });
    expect(node).toEqual({
      '@type': 'LocalBusiness',
      name: 'Studio Mitte',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Torstraße 1',
        postalCode: '10119',
        addressLocality: 'Berlin',
        addressCountry: 'DE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 52.53, longitude: 13.4 },
      telephone: '+49 30 123',
    });
    expect(missingRequired(node as unknown as Node)).toEqual([]);
  });
});

describe('the JSON-LD script element', () => {
  const hostile = [
    '</script><script>alert(1)</script>',
    '</SCRIPT >',
    '<!--<script>',
    '</script\t',
    'a & b > c',
    '\u2028\u2029',
    '"quotes" \\ backslash',
    'عنوان </script>',
  ];

  it.each(hostile)('keeps %j as text: nothing in it can end the element', (title) => {
    const markup = renderToStaticMarkup(<JsonLd data={{ '@type': 'BlogPosting', headline: title }} />);
    const open = '<script type="application/ld+json">';
    expect(markup.startsWith(open) && markup.endsWith('</script>')).toBe(true);
    const content = markup.slice(open.length, -'</script>'.length);
    // The HTML parser leaves a script's text at the first `</script`, and reads `<!--` in it specially: no `<` at all.
    expect(content).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(content)).toEqual({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: title });
  });

  it('writes several nodes as one graph', () => {
    expect(
      parsed([
        { '@type': 'Thing', name: 'a' },
        { '@type': 'Thing', name: 'b' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Thing', name: 'a' },
        { '@type': 'Thing', name: 'b' },
      ],
    });
  });
});
