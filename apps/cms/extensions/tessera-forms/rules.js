// What the site needs of a form, checked when an editor saves it: messages the Data Studio shows at save.
import { FORM_FILE_KINDS, FORM_FILE_MAX_MB } from '@tessera/blocks';
import { isAddress, notifyList } from './mail.js';

/**
 * What is wrong with a `notify` list, for the editor who saves it; null when every entry is an address.
 * @param {unknown} notify
 */
export function notifyProblem(notify) {
  const wrong = notifyList(notify).find((entry) => !isAddress(entry));
  return wrong === undefined ? null : `“${wrong}” is not an e-mail address: each entry of “Notify” must look like name@example.com.`;
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
    const label = `“${String(field.label || field.name)}”`;
    const name = typeof field.show_when_field === 'string' ? field.show_when_field.trim() : '';
    const value = typeof field.show_when_value === 'string' ? field.show_when_value.trim() : '';
    if (name || value) {
      const select = earlier.find((candidate) => candidate.name === name && candidate.type === 'select');
      if (!select) return `${label} is shown only when the field “${name}” has a value, but no select field before it has that name.`;
      const options = (Array.isArray(select.options) ? select.options : []).map((/** @type {unknown} */ option) => String(option).trim());
      if (!options.includes(value)) {
        return `${label} is shown only when “${name}” is “${value}”, which is not one of its options (${options.map((/** @type {string} */ option) => `“${option}”`).join(', ')}).`;
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
    const label = `“${String(field.label || field.name)}”`;
    const kinds = Array.isArray(field.file_types) ? field.file_types : [];
    if (kinds.length === 0) return `${label} is a file field that takes no kind of file: tick at least one under “Allowed files”.`;
    const unknown = kinds.find((kind) => typeof kind !== 'string' || !FILE_KINDS.includes(kind));
    if (unknown !== undefined) {
      return `${label} allows “${String(unknown)}”, which is not a kind of file the site knows (${FILE_KINDS.map((kind) => `“${kind}”`).join(', ')}).`;
    }
    const size = field.max_size_mb;
    if (size !== null && size !== undefined && !(Number.isInteger(size) && Number(size) >= 1 && Number(size) <= FORM_FILE_MAX_MB)) {
      return `${label} takes files of up to “${String(size)}” MB: the largest file must be a whole number of MB from 1 to ${FORM_FILE_MAX_MB}.`;
    }
  }
  return null;
}
