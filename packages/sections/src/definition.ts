/**
 * What a section type declares about itself in its folder's `definition.ts`: its key, its name and icon in the
 * Data Studio, its fields, what search indexes, what its Markdown version says, extra checks at save, and its
 * component. Everything else (the Directus schema, the site's reads, its types, permissions, revalidation and the
 * save-time checks) is derived from these declarations through the registry (registry.ts).
 */
import type { BlockDocument } from '@tessera/blocks';
import type { ReactNode } from 'react';
import type { MarkdownKit, SectionProps } from './kit.js';

/** The kinds of value a section field holds, each with its Directus column type and Data Studio interface. */
export type FieldKind =
  /** One line of text. */
  | 'string'
  /** Several lines of plain text. */
  | 'text'
  /** A path on the site or an http(s) address. */
  | 'url'
  | 'integer'
  | 'boolean'
  /** A document written in the Block Editor, validated at save by `@tessera/blocks`. */
  | 'blocks'
  /** An image from the file library. */
  | 'image'
  /** An item of another collection (`related`), read with all its fields. */
  | 'relation'
  /** A list of items edited in the Data Studio's repeater (`list` interface), stored as JSON in one column. */
  | 'repeater'
  /**
   * Up to `count` items whose values may include files: each item's sub-fields are columns of their own
   * (`<key>_<name>_<n>_<sub>`), grouped per item in the Data Studio, so an image is a real file relation.
   */
  | 'slots';

/** A sub-field of a repeater: a value of each of its items. Files and relations cannot be sub-fields (docs/content-model.md). */
export interface RepeaterField {
  readonly name: string;
  readonly kind: 'string' | 'text' | 'url' | 'integer' | 'boolean';
  readonly label?: string;
  readonly required?: boolean;
  readonly note?: string;
  readonly width?: 'half' | 'full';
}

/** A sub-field of a `slots` field: a value of each item, an image (a real file relation) among them. */
export interface SlotField {
  readonly name: string;
  readonly kind: 'string' | 'text' | 'url' | 'image';
  readonly label?: string;
  /** Refused at save when missing from an item that has any other value (an empty item is simply not shown). */
  readonly required?: boolean;
  readonly note?: string;
  readonly width?: 'half' | 'full';
  readonly search?: boolean;
}

export interface SectionField {
  /** The field's name within its type; its column is `<type key>_<name>` (heading_… for nothing: see `heading`). */
  readonly name: string;
  readonly kind: FieldKind;
  /** The field's label in the Data Studio (default: its name, capitalised); also what a refusal at save names. */
  readonly label?: string;
  readonly note?: string;
  /** Refused at save when missing (and marked required in the Data Studio while this type is chosen). */
  readonly required?: boolean;
  readonly width?: 'half' | 'full';
  /** For integers: the smallest and largest values the Data Studio's input offers. */
  readonly min?: number;
  readonly max?: number;
  /** For `relation`: the collection it points at, and how the Data Studio shows its items. */
  readonly related?: string;
  readonly template?: string;
  /** For `repeater` and `slots`: each item's fields (the first titles an item in the Data Studio's repeater). */
  readonly fields?: readonly RepeaterField[] | readonly SlotField[];
  /** For `slots`: how many items (each a group of columns), and what the Data Studio calls one (`Image` → "Image 1"). */
  readonly count?: number;
  readonly itemLabel?: string;
  /** Whether the site search indexes this field's text (string, text and blocks fields; a repeater's text sub-fields). */
  readonly search?: boolean;
}

/** The languages of the demo content (the demo site's: English, German and Arabic). */
export type DemoLanguage = 'en' | 'de' | 'ar';

/**
 * A type's demo section in each demo language, by its field names: an image by the key of one of the seed's demo
 * images (`hero`, `studio`, …), a relation by its item's natural key (a form's title in that language, a product's
 * slug). The demo site's `/sections` page shows one of each type (apps/cms/src/seed).
 */
export type SectionDemo = Readonly<Record<DemoLanguage, Readonly<Record<string, unknown>>>>;

/** Each section's `heading` is one column shared by every type; a type says whether it shows one and needs one. */
export interface HeadingUse {
  readonly required?: boolean;
  readonly note?: string;
}

/**
 * An item of another collection a section names by a natural key inside its values (a pricing plan's product by
 * its slug), where a relation cannot reach (a repeater's items). The save is refused with `problem` when no item
 * has that key and the `where` values; the CMS hook looks it up in the save's own transaction.
 */
export interface SectionReference {
  readonly collection: string;
  /** The field holding the key, and the key. */
  readonly field: string;
  readonly value: string;
  /** What else the item must be, field by field (`{ active: true }`). */
  readonly where?: Readonly<Record<string, string | number | boolean>>;
  /** The sentence for the editor when there is no such item, naming what in the section points at it. */
  readonly problem: string;
}

/** The value a field of a kind holds as the site reads it. */
export type FieldValue<F extends SectionField> = F['kind'] extends 'string' | 'text' | 'url' | 'image'
  ? string | null
  : F['kind'] extends 'integer'
    ? number | null
    : F['kind'] extends 'boolean'
      ? boolean | null
      : F['kind'] extends 'blocks'
        ? BlockDocument | null
        : F['kind'] extends 'repeater'
          ? Record<string, unknown>[] | null
          : F['kind'] extends 'slots'
            ? SlotItem[]
            : unknown;

/** A used item of a `slots` field: its number (1…count) and its values by sub-field name (an image as its file id). */
export interface SlotItem {
  readonly slot: number;
  readonly values: Readonly<Record<string, string | null>>;
}

/** A section's values as its component receives them: by their names within the type, not their columns. */
export type SectionValues<D extends { readonly fields: readonly SectionField[] } = SectionDefinition> = {
  readonly id: number;
  readonly heading: string | null;
} & { readonly [F in D['fields'][number] as F['name']]: FieldValue<F> };

/** The values of a type with these fields (declare them `as const` before the definition, for its component). */
export type ValuesOf<Fields extends readonly SectionField[]> = SectionValues<{ readonly fields: Fields }>;

export interface SectionDefinition {
  /** The `type` value stored in Directus; also the prefix of the type's columns. Lower case letters and `_`. */
  readonly key: string;
  /** The type's name in the Data Studio's type choice. */
  readonly label: string;
  /** A Material Symbols icon name, as the Data Studio shows it beside the name. */
  readonly icon: string;
  /** What the type is for, in a few words. */
  readonly description: string;
  /** The shared heading, if this type shows one. */
  readonly heading?: HeadingUse;
  readonly fields: readonly SectionField[];
  /** Demo content in every demo language (`demo.ts` in the type's folder). */
  readonly demo: SectionDemo;
  /**
   * Whether a page that opens with this section has its title in it (the section writes the page's `h1`), so the
   * page writes no title of its own.
   */
  readonly titlesPage?: boolean;
  /** Checks at save beyond required fields: a sentence for the editor when the values cannot be used, else null. */
  validate?(values: SectionValues): string | null;
  /** The collections whose items the section names by key (`references`): a change there may change the section. */
  readonly refersTo?: readonly string[];
  /** The items of `refersTo` collections the values name, each checked at save (after `validate`). */
  references?(values: SectionValues): readonly SectionReference[];
  /** The section in a page's Markdown version; nothing (an empty string) when it has nothing to say. */
  markdown?(values: SectionValues, kit: MarkdownKit): string | Promise<string>;
  /** Loads the component: only the site renders, so the CMS, which reads definitions, never loads React. */
  readonly component: () => Promise<{ default: SectionComponent }>;
}

/**
 * A section type's component, whatever its values (a method's parameter is compared both ways, so each type's
 * component, typed with its own values, fits the registry's list).
 */
export type SectionComponent = { render(props: SectionProps): ReactNode | Promise<ReactNode> }['render'];

/** Declares a section type, keeping its field names' literal types for its values' type. */
export function defineSection<const D extends SectionDefinition>(definition: D): D {
  return definition;
}
