/** Declares a section type, keeping its field names' literal types for its values' type. */
export function defineSection(definition) {
    return definition;
}
