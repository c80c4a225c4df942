import { type ValuesOf } from '../../definition.js';
declare const fields: readonly [{
    readonly name: "product";
    readonly kind: "relation";
    readonly related: "products";
    readonly template: "{{ name }}";
    readonly required: true;
    readonly width: "half";
}];
export type CheckoutValues = ValuesOf<typeof fields>;
export declare const checkout: {
    readonly key: "checkout";
    readonly label: "Checkout";
    readonly icon: "shopping_cart";
    readonly description: "A product with card checkout";
    readonly heading: {
        readonly note: "Empty: the product's name";
    };
    readonly fields: readonly [{
        readonly name: "product";
        readonly kind: "relation";
        readonly related: "products";
        readonly template: "{{ name }}";
        readonly required: true;
        readonly width: "half";
    }];
    readonly markdown: (section: CheckoutValues, kit: import("../../kit.js").MarkdownKit) => Promise<string>;
    readonly component: () => Promise<typeof import("./Checkout.js")>;
};
export {};
