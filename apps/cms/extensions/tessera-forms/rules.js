// What the site needs of a form, checked when an editor saves it: messages the Data Studio shows at save.
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
