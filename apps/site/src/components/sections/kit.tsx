import { safeLink } from '@tessera/blocks';
import type { LinkProps, SectionKit } from '@tessera/sections';
import Link from 'next/link';
import { BlockContent } from '@/components/BlockContent';
import { FormSection } from '@/features/forms/FormSection';
import { LocationsSection } from '@/features/maps';
import { NewsletterSignUp } from '@/features/newsletter/NewsletterSignUp';
import { JsonLd } from '@/features/seo/JsonLd';
import type { StructuredData } from '@/features/seo/json-ld';
import { AssetImage, assetUrl } from '@/lib/AssetImage';
import type { BlockDocument } from '@/lib/content';
import { editable } from '@/lib/visual-editing/editable';
import { CheckoutButtonSection } from './CheckoutButtonSection';
import { CheckoutSection } from './CheckoutSection';
import { PostsSection } from './PostsSection';

/** A section's link; an address browsers must not follow (saved before the checks at save refused it) is no link. */
function SiteLink({ href, children, className, ...marker }: LinkProps) {
  const link = safeLink(href, undefined);
  if (!link) return <span {...marker}>{children}</span>;
  return (
    <Link href={link.href} className={className} {...marker}>
      {children}
    </Link>
  );
}

function SiteBlockContent({ document }: { document: NonNullable<BlockDocument> | { readonly blocks: readonly unknown[] } }) {
  return <BlockContent document={document as BlockDocument} />;
}

/** A section's structured data, written by the SEO feature's element (one escaper for all JSON-LD). */
function SiteJsonLd({ data }: { data: Readonly<Record<string, unknown>> }) {
  return <JsonLd data={data as unknown as StructuredData} />;
}

/** What the site lends the section types' components (@tessera/sections' kit). */
export const siteKit: SectionKit = {
  editable,
  Image: AssetImage,
  imageUrl: (id, width) => assetUrl(id, { width }),
  Link: SiteLink,
  BlockContent: SiteBlockContent,
  JsonLd: SiteJsonLd,
  islands: {
    LatestPosts: PostsSection,
    Locations: LocationsSection,
    Form: FormSection,
    Checkout: CheckoutSection,
    Newsletter: NewsletterSignUp,
    CheckoutButton: CheckoutButtonSection,
  },
};
