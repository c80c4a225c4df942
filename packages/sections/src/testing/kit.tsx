// A stand-in for the site's kit in the package's tests: plain elements, markers always on, islands that show
// what they were given.
import { safeLink } from '@tessera/blocks';
import type { IslandProps, SectionKit } from '../kit.js';

function island(name: string) {
  return function Island({ section, edit, root }: IslandProps<{ id: number; heading: string | null }>) {
    return (
      <section {...root} data-island={name} data-directus={JSON.stringify(edit(['heading']))}>
        {section.heading}
      </section>
    );
  };
}

export const testKit: SectionKit = {
  editable: (target) => ({ 'data-directus': JSON.stringify(target) }),
  Image: ({ id, alt, width, height, className, ...marker }) => (
    <img src={`/assets/${id}`} alt={alt} width={width} height={height} className={className} {...marker} />
  ),
  imageUrl: (id, width) => `/assets/${id}?width=${width}`,
  // As the site's link: an address a browser must not follow is shown as text (apps/site/src/components/sections/kit.tsx).
  Link: ({ href, children, ...rest }) =>
    safeLink(href, undefined) ? (
      <a href={href} {...rest}>
        {children}
      </a>
    ) : (
      <span {...rest}>{children}</span>
    ),
  BlockContent: ({ document }) => <div data-blocks={document.blocks.length} />,
  // The data in an attribute, where React escapes it: the site's kit writes the escaped JSON as the element's text.
  JsonLd: ({ data }) => <script type="application/ld+json" data-json-ld={JSON.stringify(data)} />,
  islands: {
    LatestPosts: island('LatestPosts'),
    Locations: island('Locations'),
    Form: island('Form'),
    Checkout: island('Checkout'),
    Newsletter: ({ id }) => <form data-island="Newsletter" id={id} />,
    // A product whose slug starts with "inactive" is not on sale: the fallback shows.
    CheckoutButton: ({ product, fallback }) =>
      product.startsWith('inactive') ? (
        fallback
      ) : (
        <button type="button" data-island="CheckoutButton" data-product={product}>
          Pay by card
        </button>
      ),
  },
};
