import { jsx as _jsx } from "react/jsx-runtime";
/** A form from the Forms collection: the site's island renders and submits it. */
export default function Form({ section, kit, edit, root, isFirst }) {
    const { Form: SiteForm } = kit.islands;
    return _jsx(SiteForm, { section: section, edit: edit, root: root, isFirst: isFirst });
}
