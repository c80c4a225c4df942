import { demo } from './demo.js';
import { defineSection, type SectionField, type ValuesOf } from '../../definition.js';

/** How many posts the section shows when its limit is empty, and at most. */
const DEFAULT_LIMIT = 3;
const MAX_LIMIT = 12;

/** The number of posts a section shows: its limit, kept within 1 and 12. */
export const postsShown = (limit: number | null) => Math.min(Math.max(limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);

const fields = [
  { name: 'limit', kind: 'integer', note: 'How many posts (1 to 12; 3 when empty)', min: 1, max: MAX_LIMIT },
] as const satisfies readonly SectionField[];

export type PostsValues = ValuesOf<typeof fields>;

export const posts = defineSection({
  key: 'posts',
  label: 'Latest posts',
  icon: 'feed',
  description: 'The newest posts',
  heading: {},
  fields,
  demo,
  markdown: async (section: PostsValues, kit) => {
    const links = await kit.latestPosts(postsShown(section.limit));
    if (links.length === 0) return '';
    return [kit.heading(section.heading || kit.t('latestPosts')), kit.linkList(links)].join('\n\n');
  },
  component: () => import('./Posts.js'),
});
