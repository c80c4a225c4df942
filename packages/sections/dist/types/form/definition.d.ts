import { type ValuesOf } from '../../definition.js';
declare const fields: readonly [{
    readonly name: "form";
    readonly kind: "relation";
    readonly related: "forms";
    readonly template: "{{ title }}";
    readonly required: true;
    readonly width: "half";
}];
export type FormValues = ValuesOf<typeof fields>;
export declare const form: {
    readonly key: "form";
    readonly label: "Form";
    readonly icon: "assignment";
    readonly description: "A form defined in Forms";
    readonly heading: {
        readonly note: "Empty: the form's title";
    };
    readonly fields: readonly [{
        readonly name: "form";
        readonly kind: "relation";
        readonly related: "forms";
        readonly template: "{{ title }}";
        readonly required: true;
        readonly width: "half";
    }];
    readonly markdown: (section: FormValues, kit: import("../../kit.js").MarkdownKit) => string;
    readonly component: () => Promise<typeof import("./Form.js")>;
};
export {};
