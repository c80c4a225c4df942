/** The Block Editor tools a blocks field offers (what @tessera/blocks renders). */
export declare const BLOCK_EDITOR_TOOLS: string[];
/** A field or relation entry of a Directus schema snapshot (the parts Tessera writes). */
export type SnapshotEntry = Record<string, unknown> & {
    collection: string;
    field: string;
};
/** Every field the registry defines on `sections`: the type choice, the heading and each type's columns. */
export declare function sectionSchemaFields(): SnapshotEntry[];
/** The many-to-one relations of the types' image and relation fields. */
export declare function sectionSchemaRelations(): SnapshotEntry[];
