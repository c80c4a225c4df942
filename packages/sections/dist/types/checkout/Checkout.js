import { jsx as _jsx } from "react/jsx-runtime";
/** A product with card checkout, while it is active: the site's island. */
export default function Checkout({ section, kit, edit, root, isFirst }) {
    const { Checkout: SiteCheckout } = kit.islands;
    return _jsx(SiteCheckout, { section: section, edit: edit, root: root, isFirst: isFirst });
}
