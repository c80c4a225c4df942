import { checkAt, isData } from '../check.js';
import { sanitizeInline } from '../inline.js';
import { startTag } from '../sink.js';
import type { BlockDefinition } from './types.js';

interface ChecklistItem {
  readonly text: string;
  readonly checked?: boolean | null;
}

/**
 * Check for a checklist's data, with the issues, in the same order, of `object({ items: arrayOf(object({
 * text: string, checked: optional(boolean) })) })`. Written out: the composed form read each item's fields
 * with variable keys and called a check for each.
 */
function isChecklist(value: unknown, issues: string[]): value is { readonly items: readonly ChecklistItem[] } {
  if (!isData(value)) {
    issues.push(' must be an object');
    return false;
  }
  const { items } = value;
  if (!Array.isArray(items)) {
    issues.push('.items must be an array');
    return false;
  }
  let ok = true;
  for (let i = 0; i < items.length; i++) {
    const item: unknown = items[i];
    if (!isData(item)) {
      issues.push(`.items[${i}] must be an object`);
      ok = false;
      continue;
    }
    const { text, checked } = item;
    const textOk = typeof text === 'string';
    const checkedOk = checked === undefined || checked === null || typeof checked === 'boolean';
    if (!textOk) issues.push(`.items[${i}].text must be a string`);
    if (!checkedOk) issues.push(`.items[${i}].checked must be true or false`);
    ok = ok && textOk && checkedOk;
  }
  return ok;
}

// Disabled: a document's checklist is a record, not a form; `disabled` also keeps React from asking for onChange.
const CHECKED = startTag('input', { type: 'checkbox', disabled: true, checked: true });
const UNCHECKED = startTag('input', { type: 'checkbox', disabled: true });
const CHECKLIST = startTag('ul', { class: 'checklist' });
const LI = startTag('li');
const LABEL = startTag('label');

/** `checklist`: `{ items: [{ text, checked }] }`; the label names each box for assistive technology. */
export const checklist: BlockDefinition<readonly ChecklistItem[]> = {
  read: (data, _tunes, issues) => (checkAt(isChecklist, 'data', data, issues) ? data.items : undefined),
  render(items, context, sink) {
    sink.open(CHECKLIST);
    for (const item of items) {
      sink.open(LI);
      sink.openMixed(LABEL);
      sink.open(item.checked === true ? CHECKED : UNCHECKED);
      sink.markup(sanitizeInline(item.text, context.siteOrigin));
      sink.close();
      sink.close();
    }
    sink.close();
  },
};
