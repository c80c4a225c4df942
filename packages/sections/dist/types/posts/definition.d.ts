import { type ValuesOf } from '../../definition.js';
/** The number of posts a section shows: its limit, kept within 1 and 12. */
export declare const postsShown: (limit: number | null) => number;
declare const fields: readonly [{
    readonly name: "limit";
    readonly kind: "integer";
    readonly note: "How many posts (1 to 12; 3 when empty)";
    readonly min: 1;
    readonly max: 12;
}];
export type PostsValues = ValuesOf<typeof fields>;
export declare const posts: {
    readonly key: "posts";
    readonly label: "Latest posts";
    readonly icon: "feed";
    readonly description: "The newest posts";
    readonly heading: {};
    readonly fields: readonly [{
        readonly name: "limit";
        readonly kind: "integer";
        readonly note: "How many posts (1 to 12; 3 when empty)";
        readonly min: 1;
        readonly max: 12;
    }];
    readonly markdown: (section: PostsValues, kit: import("../../kit.js").MarkdownKit) => Promise<string>;
    readonly component: () => Promise<typeof import("./Posts.js")>;
};
export {};
