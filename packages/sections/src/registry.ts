/**
 * The section types the page builder offers, in the order the Data Studio lists them: one line per folder in
 * `types/`. Everything that knows section types (the Directus schema, the site's reads and renderer, search,
 * Markdown versions, permissions, revalidation and the checks at save) follows from this list (docs/sections.md).
 */
import type { SectionDefinition } from './definition.js';
import { checkout } from './types/checkout/definition.js';
import { columns } from './types/columns/definition.js';
import { cta } from './types/cta/definition.js';
import { faq } from './types/faq/definition.js';
import { featureCards } from './types/feature_cards/definition.js';
import { form } from './types/form/definition.js';
import { gallery } from './types/gallery/definition.js';
import { hero } from './types/hero/definition.js';
import { locations } from './types/locations/definition.js';
import { newsletter } from './types/newsletter/definition.js';
import { posts } from './types/posts/definition.js';
import { pricing } from './types/pricing/definition.js';
import { richText } from './types/rich_text/definition.js';
import { testimonials } from './types/testimonials/definition.js';
import { video } from './types/video/definition.js';

export const SECTION_TYPES: readonly SectionDefinition[] = [
  hero,
  richText,
  posts,
  locations,
  form,
  checkout,
  cta,
  faq,
  columns,
  pricing,
  gallery,
  testimonials,
  featureCards,
  video,
  newsletter,
];
