import type { SectionProps } from '../../kit.js';
import { type PostsValues } from './definition.js';
/** The newest posts as cards: the site's island reads them. */
export default function Posts({ section, kit, edit, root, isFirst }: SectionProps<PostsValues>): import("react").JSX.Element;
