/** Tessera's Directus collections, as the site reads them (see apps/cms/schema/snapshot.json). */

import type { PageSectionLink, SectionRow } from '@tessera/sections';

export type Status = 'draft' | 'published';

/** An Editor.js document as Directus's Block Editor stores it; validated by @tessera/blocks. */
export type BlockDocument = { time?: number; version?: string; blocks: unknown[] } | null;

export interface SocialLink {
  network: string;
  url: string;
}

/** A language of the site (the `languages` collection); the default one is named in the site settings. */
export interface Language {
  code: string;
  name: string;
  direction: 'ltr' | 'rtl';
  sort: number | null;
}

/**
 * Small texts in the languages other than the default one: one row per language, holding the
 * translated fields (a missing or empty field shows the default language's text).
 */
export type TextTranslations<Field extends string> = ({ language: string } & Partial<Record<Field, string | null>>)[] | null;

export interface SiteSettings {
  id: number;
  site_name: string;
  tagline: string | null;
  default_language: string | null;
  translations: TextTranslations<'site_name' | 'tagline' | 'seo_title_template' | 'seo_description'>;
  /** The logo on light backgrounds (the light theme). */
  logo: string | null;
  /** The logo on dark backgrounds (the dark theme); the light one when null. */
  logo_dark: string | null;
  /** The theme's colours (@tessera/blocks' theme module; null: the site's own). */
  brand_color: string | null;
  brand_color_dark: string | null;
  dark_background_color: string | null;
  seo_title_template: string | null;
  seo_description: string | null;
  seo_image: string | null;
  social_links: SocialLink[] | null;
  default_phone_country: string | null;
  map_center_latitude: number | null;
  map_center_longitude: number | null;
  map_zoom: number | null;
  /** Whether pages, posts and products have Markdown versions, and the site an llms.txt (features/markdown); on when null. */
  markdown_versions: boolean | null;
}

export interface NavigationItem {
  id: number;
  label: string;
  translations: TextTranslations<'label'>;
  page: number | Pick<Page, 'id' | 'slug'> | null;
  url: string | null;
  parent: number | null;
  sort: number | null;
}

/**
 * A page's link to one of its sections, the section expanded (its columns: the shared ones and its type's), as
 * the section registry describes them (@tessera/sections).
 */
export type PageSection = PageSectionLink;

/** The fields that make an item one language's version of a document (pages, posts, forms). */
export interface Translatable {
  language: string;
  /** The default language's item this one translates; null on that item itself. */
  translation_of: number | null;
}

export interface Page extends Translatable {
  id: number;
  status: Status;
  title: string;
  slug: string;
  members_only: boolean;
  seo_title: string | null;
  seo_description: string | null;
  seo_image: string | null;
  /** An editor's "no index": robots noindex, and left out of the sitemap, the Markdown versions and llms.txt. */
  seo_no_index: boolean | null;
  sections: PageSection[];
  /** When it goes live (null: when published); see ./schedule.ts. */
  published_at: string | null;
  /** When it stops being live (null: never). */
  expires_at: string | null;
  date_created: string | null;
  date_updated: string | null;
}

export interface Post extends Translatable {
  id: number;
  status: Status;
  title: string;
  slug: string;
  excerpt: string | null;
  cover_image: string | null;
  /** When it goes live (null: when published), and the date it shows; see ./schedule.ts. */
  published_at: string | null;
  /** When it stops being live (null: never). */
  expires_at: string | null;
  /** The author's name as text, from before authors had profiles: shown when `author_profile` is empty. */
  author: string | null;
  category: number | Category | null;
  author_profile: number | Author | null;
  body: BlockDocument;
  seo_title: string | null;
  seo_description: string | null;
  /** As a page's. */
  seo_no_index: boolean | null;
  date_updated: string | null;
}

/** A journal category; its name and description have translations, its slug is the same in every language. */
export interface Category {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  translations: TextTranslations<'name' | 'description'>;
}

export interface AuthorLink {
  label: string;
  url: string;
}

/** Who writes the journal: a profile, not a Directus user (authors take no Studio seat). */
export interface Author {
  id: number;
  slug: string;
  name: string;
  photo: string | null;
  bio: string | null;
  translations: TextTranslations<'bio'>;
  links: AuthorLink[] | null;
}

export interface Location {
  id: number;
  name: string;
  street: string | null;
  postal_code: string | null;
  city: string;
  region: string | null;
  country: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  email: string | null;
  opening_hours: string | null;
  description: string | null;
  translations: TextTranslations<'name' | 'opening_hours' | 'description'>;
}

export type FormFieldType = 'text' | 'email' | 'phone' | 'textarea' | 'select' | 'checkbox' | 'file';
export interface FormFieldDefinition {
  name: string;
  label: string;
  type: FormFieldType;
  required?: boolean | null;
  help_text?: string | null;
  options?: string[] | null;
  /** Shown (and required) only when the field named here has the value `show_when_value`. */
  show_when_field?: string | null;
  show_when_value?: string | null;
  /** A file field's kinds of file (keys of FORM_FILE_KINDS in @tessera/blocks) and largest size in MB (none: FORM_FILE_DEFAULT_MB). */
  file_types?: string[] | null;
  max_size_mb?: number | null;
}
export interface Form extends Partial<Translatable> {
  id: number;
  title: string;
  submit_label: string | null;
  success_message: string | null;
  default_phone_country: string | null;
  fields: FormFieldDefinition[] | null;
}
export interface FormSubmission {
  id: string;
  form: number;
  data: Record<string, unknown>;
  member: string | null;
  date_created: string | null;
  /** The visitor's files (a many-to-many to directus_files through form_submissions_files). */
  files?: { directus_files_id: string }[];
}

export interface Product {
  id: number;
  active: boolean;
  name: string;
  slug: string;
  description: string | null;
  translations: TextTranslations<'name' | 'description'>;
  price: number;
  currency: string;
  image: string | null;
}

export type OrderStatus = 'pending' | 'processing' | 'paid' | 'failed' | 'refunded';
export interface Order {
  id: string;
  product: number | Product;
  amount: number;
  currency: string;
  email: string;
  status: OrderStatus;
  payment_reference: string | null;
  member: string | null;
  date_created: string | null;
  date_updated: string | null;
}

export interface PaymentEvent {
  id: number;
  event_id: string;
  type: string | null;
  order: string | null;
}

export interface Redirect {
  id: number;
  from: string;
  to: string;
  status: number;
  active: boolean;
  note: string | null;
}

export interface Schema {
  languages: Language[];
  sections: SectionRow[];
  site_settings: SiteSettings;
  navigation: NavigationItem[];
  pages: Page[];
  pages_sections: PageSection[];
  posts: Post[];
  categories: Category[];
  authors: Author[];
  locations: Location[];
  forms: Form[];
  form_submissions: FormSubmission[];
  products: Product[];
  orders: Order[];
  payment_events: PaymentEvent[];
  redirects: Redirect[];
}
