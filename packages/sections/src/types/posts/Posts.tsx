import type { SectionProps } from '../../kit.js';
import { postsShown, type PostsValues } from './definition.js';

/** The newest posts as cards: the site's island reads them. */
export default function Posts({ section, kit, edit, root, isFirst }: SectionProps<PostsValues>) {
  const { LatestPosts } = kit.islands;
  return <LatestPosts section={{ ...section, limit: postsShown(section.limit) }} edit={edit} root={root} isFirst={isFirst} />;
}
