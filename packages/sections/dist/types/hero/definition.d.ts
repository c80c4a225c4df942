import { type ValuesOf } from '../../definition.js';
declare const fields: readonly [{
    readonly name: "text";
    readonly kind: "text";
    readonly search: true;
}, {
    readonly name: "image";
    readonly kind: "image";
    readonly note: "Wide image, at least 1600 px";
    readonly width: "half";
}, {
    readonly name: "cta_label";
    readonly kind: "string";
    readonly label: "Call to action label";
    readonly width: "half";
}, {
    readonly name: "cta_url";
    readonly kind: "url";
    readonly label: "Call to action URL";
    readonly width: "half";
}];
export type HeroValues = ValuesOf<typeof fields>;
export declare const hero: {
    readonly key: "hero";
    readonly label: "Hero";
    readonly icon: "wallpaper";
    readonly description: "A large heading with an image and a call to action";
    readonly heading: {
        readonly required: true;
    };
    readonly titlesPage: true;
    readonly fields: readonly [{
        readonly name: "text";
        readonly kind: "text";
        readonly search: true;
    }, {
        readonly name: "image";
        readonly kind: "image";
        readonly note: "Wide image, at least 1600 px";
        readonly width: "half";
    }, {
        readonly name: "cta_label";
        readonly kind: "string";
        readonly label: "Call to action label";
        readonly width: "half";
    }, {
        readonly name: "cta_url";
        readonly kind: "url";
        readonly label: "Call to action URL";
        readonly width: "half";
    }];
    readonly markdown: (hero: HeroValues, kit: import("../../kit.js").MarkdownKit) => string;
    readonly component: () => Promise<typeof import("./Hero.js")>;
};
export {};
