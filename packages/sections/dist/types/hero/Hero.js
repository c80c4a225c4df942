import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
/** A large heading over a wide image, with a call to action. The page's first hero is its `h1`. */
export default function Hero({ section, isFirst, kit, edit, root }) {
    const Heading = isFirst ? 'h1' : 'h2';
    const { Image, Link, editable } = kit;
    return (_jsxs("section", { className: "hero", ...root, ...editable(edit(['heading', 'text', 'image', 'cta_label', 'cta_url'])), children: [section.image && (_jsx(Image, { ...editable(edit(['image'], 'drawer')), className: "hero__image", id: section.image, alt: "", width: 1920, height: 900, sizes: "100vw", priority: isFirst })), _jsxs("div", { className: "container hero__content", children: [_jsx(Heading, { className: "hero__heading", ...editable(edit(['heading'])), children: section.heading }), section.text && (_jsx("p", { className: "hero__text", ...editable(edit(['text'])), children: section.text })), section.cta_label && section.cta_url && (_jsx(Link, { className: "button", href: section.cta_url, ...editable(edit(['cta_label', 'cta_url'])), children: section.cta_label }))] })] }));
}
