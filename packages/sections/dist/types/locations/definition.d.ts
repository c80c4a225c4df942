import { type ValuesOf } from '../../definition.js';
declare const fields: readonly [{
    readonly name: "text";
    readonly kind: "text";
    readonly search: true;
}];
export type LocationsValues = ValuesOf<typeof fields>;
export declare const locations: {
    readonly key: "locations";
    readonly label: "Locations map";
    readonly icon: "map";
    readonly description: "A map of the locations with address search";
    readonly heading: {
        readonly note: "Empty: the map's own heading";
    };
    readonly fields: readonly [{
        readonly name: "text";
        readonly kind: "text";
        readonly search: true;
    }];
    readonly markdown: (section: LocationsValues, kit: import("../../kit.js").MarkdownKit) => Promise<string>;
    readonly component: () => Promise<typeof import("./Locations.js")>;
};
export {};
