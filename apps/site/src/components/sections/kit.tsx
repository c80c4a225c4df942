import type { LinkProps, SectionKit } from '@tessera/sections';
import Link from 'next/link';
import { BlockContent } from '@/components/BlockContent';
import { FormSection } from '@/features/forms/FormSection';
import { AssetImage, assetUrl } from '@/lib/AssetImage';
import type { BlockDocument } from '@/lib/content';
import { editable } from '@/lib/visual-editing/editable';
import { CheckoutSection } from './CheckoutSection';
import { LocationsSection } from './LocationsSection';
import { PostsSection } from './PostsSection';

function SiteLink({ href, children, ...rest }: LinkProps) {
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}

function SiteBlockContent({ document }: { document: NonNullable<BlockDocument> | { readonly blocks: readonly unknown[] } }) {
  return <BlockContent document={document as BlockDocument} />;
}

/** What the site lends the section types' components (@tessera/sections' kit). */
export const siteKit: SectionKit = {
  editable,
  Image: AssetImage,
  imageUrl: (id, width) => assetUrl(id, { width }),
  Link: SiteLink,
  BlockContent: SiteBlockContent,
  islands: { LatestPosts: PostsSection, Locations: LocationsSection, Form: FormSection, Checkout: CheckoutSection },
};
