import { jsx as _jsx } from "react/jsx-runtime";
/** Every location on a map and in a list: the site's island. */
export default function Locations({ section, kit, edit, root, isFirst }) {
    const { Locations: Map } = kit.islands;
    return _jsx(Map, { section: section, edit: edit, root: root, isFirst: isFirst });
}
