// The small module alone: this file is part of the form's client script.
import { FORM_FILE_DEFAULT_MB, FORM_FILE_KINDS, FORM_FILE_MAX_MB, type FormFileKind } from '@tessera/blocks/files';
import type { FormFieldDefinition, FormFieldType } from '@/lib/content/schema';

/** What a file field takes: its kinds' content types (as recognised from a file's first bytes) and a size limit. */
export interface FileRule {
  /** The content types a file may have (FORM_FILE_KINDS). */
  types: string[];
  /** The file names' endings, for the browser's file picker and its check before sending. */
  extensions: string[];
  /** What the visitor is told is taken: "PDF" or "PDF, JPG, PNG". */
  names: string;
  maxBytes: number;
  maxMb: number;
}

/** A form field as the site renders and validates it: a checked, normalised CMS definition. */
export interface FieldDefinition {
  name: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  helpText: string | null;
  options: string[];
  /** Shown, and checked, only while an earlier select field has this value; null for a field always shown. */
  showWhen: { field: string; value: string } | null;
  /** For a file field, what it takes; null for every other field. */
  file: FileRule | null;
}

/** The spam trap: a visually hidden field people never fill in and form-filling bots do. */
export const HONEYPOT_NAME = 'homepage';
/** Names the same submission on retries, so a retry after a lost answer cannot store it twice. */
export const SUBMISSION_ID_NAME = 'submission_id';
/** Where a form posted without JavaScript returns: its page's path and anchor (server/post.ts checks it). */
export const RETURN_NAME = 'return_to';
/** A phone field `phone` posts its number as `phone` and its country as `phone__country`. */
export const COUNTRY_SUFFIX = '__country';

export const MAX_LENGTH: Record<Exclude<FormFieldType, 'checkbox' | 'select' | 'phone' | 'file'>, number> = {
  text: 200,
  email: 254,
  textarea: 5000,
};

const FIELD_TYPES = new Set<FormFieldType>(['text', 'email', 'phone', 'textarea', 'select', 'checkbox', 'file']);
const MB = 1024 * 1024;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const RESERVED = new Set([HONEYPOT_NAME, SUBMISSION_ID_NAME, RETURN_NAME]);

export function countryFieldName(name: string): string {
  return `${name}${COUNTRY_SUFFIX}`;
}

/**
 * The usable fields of a CMS form definition, in order. Entries without a valid name or type, with a
 * name used twice or reserved by the site, and selects without options are left out (the editor's
 * mistake must not break the page).
 */
export function normalizeFields(fields: readonly FormFieldDefinition[] | null | undefined): FieldDefinition[] {
  const seen = new Set<string>();
  const result: FieldDefinition[] = [];
  for (const field of Array.isArray(fields) ? fields : []) {
    if (!field || typeof field !== 'object') continue;
    const name = typeof field.name === 'string' ? field.name.trim() : '';
    if (!FIELD_NAME.test(name) || RESERVED.has(name) || name.endsWith(COUNTRY_SUFFIX) || seen.has(name)) continue;
    if (!FIELD_TYPES.has(field.type)) continue;
    const rawOptions: unknown[] = Array.isArray(field.options) ? field.options : [];
    const options = [
      ...new Set(
        rawOptions.filter((option): option is string => typeof option === 'string' && option.trim() !== '').map((option) => option.trim()),
      ),
    ];
    if (field.type === 'select' && options.length === 0) continue;
    seen.add(name);
    const showWhen = condition(field, result);
    result.push({
      name,
      label: typeof field.label === 'string' && field.label.trim() ? field.label.trim() : name,
      type: field.type,
      required: field.required === true,
      helpText: typeof field.help_text === 'string' && field.help_text.trim() ? field.help_text.trim() : null,
      options: field.type === 'select' ? options : [],
      showWhen,
      file: field.type === 'file' ? fileRule(field) : null,
    });
  }
  return result;
}

const isKind = (kind: unknown): kind is FormFileKind => typeof kind === 'string' && Object.hasOwn(FORM_FILE_KINDS, kind);

/**
 * What a file field takes. The Data Studio refuses a field without a known kind or with a limit outside 1 to
 * FORM_FILE_MAX_MB (the tessera-forms extension); one saved before that check takes PDFs, up to the default limit.
 */
function fileRule(field: FormFieldDefinition): FileRule {
  const listed = Array.isArray(field.file_types) ? field.file_types.filter(isKind) : [];
  const kinds = listed.length > 0 ? [...new Set(listed)] : (['pdf'] as const);
  const size = field.max_size_mb;
  const maxMb = Number.isInteger(size) && size! >= 1 && size! <= FORM_FILE_MAX_MB ? size! : FORM_FILE_DEFAULT_MB;
  const extensions = kinds.flatMap((kind) => FORM_FILE_KINDS[kind].extensions);
  return {
    types: kinds.flatMap((kind) => FORM_FILE_KINDS[kind].types),
    extensions,
    names: [...new Set(extensions.map((extension) => (extension === '.jpeg' ? 'JPG' : extension.slice(1).toUpperCase())))].join(', '),
    maxBytes: maxMb * MB,
    maxMb,
  };
}

/**
 * A field's condition, when it names an earlier select field and one of its options; anything else (a later field,
 * an unknown one, a value that cannot be chosen) would hide the field for good, so the field then always shows.
 */
function condition(field: FormFieldDefinition, earlier: readonly FieldDefinition[]): FieldDefinition['showWhen'] {
  const name = typeof field.show_when_field === 'string' ? field.show_when_field.trim() : '';
  const value = typeof field.show_when_value === 'string' ? field.show_when_value.trim() : '';
  if (!name) return null;
  const controller = earlier.find((candidate) => candidate.name === name);
  return controller?.type === 'select' && controller.options.includes(value) ? { field: name, value } : null;
}

/**
 * The names of the fields shown for these values: a conditional field shows while its select has the value, and its
 * select itself shows (conditions can chain). Fields are in order, so each condition's select is decided before it.
 */
export function shownFields(fields: readonly FieldDefinition[], valueOf: (name: string) => string): Set<string> {
  const shown = new Set<string>();
  const listed = new Set(fields.map((field) => field.name));
  for (const field of fields) {
    const rule = field.showWhen;
    // A field checked on its own (the browser's check on leaving it) is judged as shown: only shown fields are left.
    if (!rule || !listed.has(rule.field) || (shown.has(rule.field) && valueOf(rule.field).trim() === rule.value)) {
      shown.add(field.name);
    }
  }
  return shown;
}
