import { jsx as _jsx } from "react/jsx-runtime";
import { postsShown } from './definition.js';
/** The newest posts as cards: the site's island reads them. */
export default function Posts({ section, kit, edit, root, isFirst }) {
    const { LatestPosts } = kit.islands;
    return _jsx(LatestPosts, { section: { ...section, limit: postsShown(section.limit) }, edit: edit, root: root, isFirst: isFirst });
}
