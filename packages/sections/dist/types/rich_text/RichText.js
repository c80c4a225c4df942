import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
/** A heading and a Block Editor document. */
export default function RichText({ section, kit, edit, root }) {
    const { BlockContent, editable } = kit;
    return (_jsxs("section", { className: "container section prose", ...root, ...editable(edit(['heading', 'content'])), children: [section.heading && _jsx("h2", { ...editable(edit(['heading'])), children: section.heading }), _jsx("div", { ...editable(edit(['content'], 'drawer')), children: _jsx(BlockContent, { document: section.content ?? { blocks: [] } }) })] }));
}
