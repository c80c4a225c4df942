// What the site needs of a form, checked when an editor saves it: messages the Data Studio shows at save.
import { FORM_FILE_KINDS, FORM_FILE_MAX_MB } from '@tessera/blocks';
import { excerpt, kindOf, typeProblem } from '../../src/payload.mjs';
import { isAddress, notifyList } from './mail.js';

/** What each entry of a form's `fields` holds, by type (the site's form definition reads the same). */
const FIELD_ENTRY = {
  name: { type: 'text', label: 'Name' },
  label: { type: 'text', label: 'Label' },
  type: { type: 'text', label: 'Type' },
  required: { type: 'boolean', label: 'Required' },
  options: { type: 'list', label: 'Options' },
  show_when_field: { type: 'text', label: 'Show when field' },
  show_when_value: { type: 'text', label: 'Show when value' },
  file_types: { type: 'list', label: 'Allowed files' },
  max_size_mb: { type: 'number', label: 'Largest file (MB)' },
};

/**
 * What is wrong with the types in a form's `fields` (each entry an object whose settings are of their types); null
 * when nothing is.
 * @param {unknown} fields
 */
export function fieldTypesProblem(fields) {
  for (const [index, entry] of (Array.isArray(fields) ? fields : []).entries()) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      return `Field ${index + 1} of “Fields” must be an object of settings, not ${kindOf(entry)}`;
    }
    const problem = typeProblem(entry, /** @type {Record<string, import('../../src/payload.mjs').FieldRule>} */ (FIELD_ENTRY));
    if (problem) return `Field ${index + 1} of “Fields”: ${problem}`;
  }
  return null;
}

/**
 * What is wrong with a `notify` list, for the editor who saves it; null when every entry is an address.
 * @param {unknown} notify
 */
export function notifyProblem(notify) {
  const entries = Array.isArray(notify) ? notify : [];
  const index = entries.findIndex((entry) => typeof entry !== 'string');
  if (index !== -1) return `Entry ${index + 1} of “Notify” must be an e-mail address as text, not ${excerpt(entries[index])}.`;
  const wrong = notifyList(notify).find((entry) => !isAddress(entry));
  return wrong === undefined
    ? null
    : `“${excerpt(wrong)}” is not an e-mail address: each entry of “Notify” must look like name@example.com.`;
}

/**
 * What is wrong with the fields' conditions: each must name a select field earlier in the form and one of its
 * options (the site ignores any other condition, so the editor learns here rather than on the page); null if none.
 * @param {unknown} fields
 */
export function conditionProblem(fields) {
  /** @type {{ name: string, type?: string, options?: unknown[] }[]} */
  const earlier = [];
  for (const entry of Array.isArray(fields) ? fields : []) {
    if (!entry || typeof entry !== 'object') continue;
    /** @type {{ name?: unknown, label?: unknown, type?: string, options?: unknown[], show_when_field?: unknown, show_when_value?: unknown }} */
    const field = entry;
    const label = `“${excerpt(field.label || field.name)}”`;
    const name = typeof field.show_when_field === 'string' ? field.show_when_field.trim() : '';
    const value = typeof field.show_when_value === 'string' ? field.show_when_value.trim() : '';
    if (name || value) {
      const select = earlier.find((candidate) => candidate.name === name && candidate.type === 'select');
      if (!select)
        return `${label} is shown only when the field “${excerpt(name)}” has a value, but no select field before it has that name.`;
      const options = (Array.isArray(select.options) ? select.options : []).map((/** @type {unknown} */ option) => String(option).trim());
      if (!options.includes(value)) {
        return `${label} is shown only when “${excerpt(name)}” is “${excerpt(value)}”, which is not one of its options (${options.map((/** @type {string} */ option) => `“${excerpt(option)}”`).join(', ')}).`;
      }
    }
    earlier.push({ ...field, name: typeof field.name === 'string' ? field.name.trim() : '' });
  }
  return null;
}

/** The kinds of file a file field may take, as the editor ticks them (`file_types`). */
const FILE_KINDS = Object.keys(FORM_FILE_KINDS);

/**
 * What is wrong with the form's file fields: each must take at least one kind of file the site knows, and a size limit
 * (when set; the site's default otherwise) of whole megabytes from 1 to FORM_FILE_MAX_MB; null if nothing is.
 * @param {unknown} fields
 */
export function fileFieldProblem(fields) {
  for (const entry of Array.isArray(fields) ? fields : []) {
    if (!entry || typeof entry !== 'object') continue;
    /** @type {{ name?: unknown, label?: unknown, type?: unknown, file_types?: unknown, max_size_mb?: unknown }} */
    const field = entry;
    if (field.type !== 'file') continue;
    const label = `“${excerpt(field.label || field.name)}”`;
    const kinds = Array.isArray(field.file_types) ? field.file_types : [];
    if (kinds.length === 0) return `${label} is a file field that takes no kind of file: tick at least one under “Allowed files”.`;
    const unknown = kinds.find((kind) => typeof kind !== 'string' || !FILE_KINDS.includes(kind));
    if (unknown !== undefined) {
      return `${label} allows “${excerpt(unknown)}”, which is not a kind of file the site knows (${FILE_KINDS.map((kind) => `“${kind}”`).join(', ')}).`;
    }
    const size = field.max_size_mb;
    if (size !== null && size !== undefined && !(Number.isInteger(size) && Number(size) >= 1 && Number(size) <= FORM_FILE_MAX_MB)) {
      return `${label} takes files of up to “${excerpt(size)}” MB: the largest file must be a whole number of MB from 1 to ${FORM_FILE_MAX_MB}.`;
    }
  }
  return null;
}
