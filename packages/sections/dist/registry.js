import { checkout } from './types/checkout/definition.js';
import { form } from './types/form/definition.js';
import { hero } from './types/hero/definition.js';
import { locations } from './types/locations/definition.js';
import { posts } from './types/posts/definition.js';
import { richText } from './types/rich_text/definition.js';
export const SECTION_TYPES = [hero, richText, posts, locations, form, checkout];
