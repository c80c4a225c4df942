import type { FormFieldDefinition, FormFieldType } from '@/lib/content/schema';

/** A form field as the site renders and validates it: a checked, normalised CMS definition. */
export interface FieldDefinition {
  name: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  helpText: string | null;
  options: string[];
}

/** The spam trap: a visually hidden field people never fill in and form-filling bots do. */
export const HONEYPOT_NAME = 'homepage';
/** Names the same submission on retries, so a retry after a lost answer cannot store it twice. */
export const SUBMISSION_ID_NAME = 'submission_id';
/** A phone field `phone` posts its number as `phone` and its country as `phone__country`. */
export const COUNTRY_SUFFIX = '__country';

export const MAX_LENGTH: Record<Exclude<FormFieldType, 'checkbox' | 'select' | 'phone'>, number> = {
  text: 200,
  email: 254,
  textarea: 5000,
};

const FIELD_TYPES = new Set<FormFieldType>(['text', 'email', 'phone', 'textarea', 'select', 'checkbox']);
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const RESERVED = new Set([HONEYPOT_NAME, SUBMISSION_ID_NAME]);

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
    result.push({
      name,
      label: typeof field.label === 'string' && field.label.trim() ? field.label.trim() : name,
      type: field.type,
      required: field.required === true,
      helpText: typeof field.help_text === 'string' && field.help_text.trim() ? field.help_text.trim() : null,
      options: field.type === 'select' ? options : [],
    });
  }
  return result;
}
