import { type ValuesOf } from '../../definition.js';
declare const fields: readonly [{
    readonly name: "content";
    readonly kind: "blocks";
    readonly note: "Headers, paragraphs, lists, images, quotes, code, tables and YouTube or Vimeo embeds";
    readonly search: true;
}];
export type RichTextValues = ValuesOf<typeof fields>;
export declare const richText: {
    readonly key: "rich_text";
    readonly label: "Rich text";
    readonly icon: "notes";
    readonly description: "Rich text written with the block editor";
    readonly heading: {};
    readonly fields: readonly [{
        readonly name: "content";
        readonly kind: "blocks";
        readonly note: "Headers, paragraphs, lists, images, quotes, code, tables and YouTube or Vimeo embeds";
        readonly search: true;
    }];
    readonly markdown: (section: RichTextValues, kit: import("../../kit.js").MarkdownKit) => string;
    readonly component: () => Promise<typeof import("./RichText.js")>;
};
export {};
