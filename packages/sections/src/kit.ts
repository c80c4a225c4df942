/**
 * What the site lends a section's component: its image element, link, Block Editor renderer, Visual Editor
 * markers, and the site's own islands (form, checkout, map, latest posts, newsletter sign-up). The package knows neither
 * Next.js nor the site; the site provides the kit (apps/site/src/components/sections/kit.tsx).
 */
import type { BlockDocument } from '@tessera/blocks';
import type { ComponentType, ReactNode } from 'react';
import type { SectionValues } from './definition.js';

/** How the Data Studio opens an element's form: a popover beside a short text, a drawer for a whole item. */
export type EditMode = 'popover' | 'drawer' | 'modal';

/** What an element shows of a Directus item, for the Visual Editor: its collection, id and fields (columns). */
export interface EditTarget {
  readonly collection: string;
  readonly item: string | number;
  readonly fields: readonly string[];
  readonly mode?: EditMode;
}

/** The Visual Editor target of some of a section's fields, named as in its definition (`text`, not `hero_text`). */
export type SectionEdit = (fields: readonly string[], mode?: EditMode) => EditTarget;

/** The attributes of a section's root element: `data-section="<type>"`. */
export interface RootAttributes {
  readonly 'data-section': string;
}

export interface ImageProps {
  /** A file id in Directus. */
  readonly id: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly sizes: string;
  /** Loaded first (the page's largest image), not lazily. */
  readonly priority?: boolean;
  readonly className?: string;
  readonly 'data-directus'?: string;
}

export interface LinkProps {
  /** A path on the site or an http(s) address. */
  readonly href: string;
  readonly className?: string;
  readonly children?: ReactNode;
  readonly 'data-directus'?: string;
}

/** What a site island receives: the section's values, its markers and root attributes. */
export interface IslandProps<Values> {
  readonly section: Values;
  readonly edit: SectionEdit;
  readonly root: RootAttributes;
  readonly isFirst: boolean;
}

interface Common {
  readonly id: number;
  readonly heading: string | null;
}

/** The site's interactive or data-reading parts, which a section places but does not build. */
export interface SiteIslands {
  /** The newest posts in the page's language, as cards (`limit`: how many; 3 when empty, at most 12). */
  readonly LatestPosts: ComponentType<IslandProps<Common & { readonly limit: number | null }>>;
  /** Every location on a map and in a list, with address search. */
  readonly Locations: ComponentType<IslandProps<Common & { readonly text: string | null }>>;
  /** A form from the Forms collection (`form`, expanded). */
  readonly Form: ComponentType<IslandProps<Common & { readonly form: unknown }>>;
  /** A product with card checkout (`product`, expanded), while it is active. */
  readonly Checkout: ComponentType<IslandProps<Common & { readonly product: unknown }>>;
  /**
   * The newsletter sign-up form (double opt-in), without heading or text. `id` is the form's anchor, unique on the
   * page: a post without JavaScript comes back to it.
   */
  readonly Newsletter: ComponentType<{ readonly id: string }>;
  /**
   * The card checkout of a product named by its slug, as a button that opens the card form, while the product is
   * active; `fallback` otherwise.
   */
  readonly CheckoutButton: ComponentType<{ readonly product: string; readonly fallback?: ReactNode }>;
}

/** A schema.org node (without `@context`), as a section describes itself to search engines. */
export type StructuredData = Readonly<Record<string, unknown>>;

export interface SectionKit {
  /** The Visual Editor's marker attribute for a target, or nothing outside editing mode. */
  readonly editable: (target: EditTarget) => { readonly 'data-directus'?: string };
  readonly Image: ComponentType<ImageProps>;
  /** The address of a file's image scaled to `width` (its whole picture, uncropped), as the site serves it. */
  readonly imageUrl: (id: string, width: number) => string;
  readonly Link: ComponentType<LinkProps>;
  readonly BlockContent: ComponentType<{ readonly document: BlockDocument }>;
  /**
   * Structured data as a JSON-LD data block, escaped so that no text in it (`</script>`, U+2028) ends the element;
   * browsers never run it, so the page's script policy leaves it alone.
   */
  readonly JsonLd: ComponentType<{ readonly data: StructuredData }>;
  readonly islands: SiteIslands;
}

/** What a section type's component receives. */
export interface SectionProps<Values = SectionValues> {
  readonly section: Values;
  /** Whether this is the page's first section (which loads its image first, and may write the page's `h1`). */
  readonly isFirst: boolean;
  readonly kit: SectionKit;
  readonly edit: SectionEdit;
  /** Spread on the component's root element. */
  readonly root: RootAttributes;
}

/** A link in a Markdown list. */
export interface MarkdownLink {
  readonly label: string;
  readonly url: string;
  readonly note?: string | null;
}

/** What the site lends a section's Markdown version (apps/site/src/app/md). */
export interface MarkdownKit {
  /** A section's heading (`## …`), or nothing for an empty one. */
  readonly heading: (text: string | null | undefined) => string;
  readonly paragraphs: (text: string | null | undefined) => string;
  readonly text: (text: string) => string;
  /** A link, its address made absolute. */
  readonly link: (label: string, url: string) => string;
  readonly linkList: (links: readonly MarkdownLink[]) => string;
  readonly blocks: (document: BlockDocument | null) => string;
  /** The site's words for Markdown versions (its `Markdown` messages). */
  readonly t: (key: string, values?: Readonly<Record<string, string | number>>) => string;
  /** The page's own title and address. */
  readonly page: { readonly title: string; readonly url: string };
  /** The newest posts in the page's language, as links. */
  readonly latestPosts: (limit: number) => Promise<MarkdownLink[]>;
  /** The locations shown on the map, one Markdown list line each, under their default heading if `heading` is empty. */
  readonly locations: (heading: string | null, text: string | null) => Promise<string>;
  /** A product's lines, while it is active (nothing otherwise). */
  readonly product: (product: unknown, heading: string | null) => Promise<string>;
  /** A form's title, when the form is readable; null otherwise. */
  readonly formTitle: (form: unknown) => string | null;
}
