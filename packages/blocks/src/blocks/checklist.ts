import { arrayOf, boolean, checkAt, object, optional, string } from '../check.js';
import { sanitizeInline } from '../inline.js';
import { element, inline, type Node } from '../tree.js';
import type { BlockDefinition } from './types.js';

const isChecklist = object({ items: arrayOf(object({ text: string, checked: optional(boolean) })) });

interface ChecklistItem {
  readonly text: string;
  readonly checked?: boolean | null;
}

// Disabled: a document's checklist is a record, not a form; `disabled` also keeps React from asking for onChange.
const CHECKED = element('input', { type: 'checkbox', disabled: true, checked: true }, []);
const UNCHECKED = element('input', { type: 'checkbox', disabled: true }, []);
const CHECKLIST = { class: 'checklist' };

/** `checklist`: `{ items: [{ text, checked }] }`; the label names each box for assistive technology. */
export const checklist: BlockDefinition<readonly ChecklistItem[]> = {
  read: (data, _tunes, issues) => (checkAt(isChecklist, 'data', data, issues) ? data.items : undefined),
  render(items, context) {
    const children: Node[] = [];
    for (const item of items) {
      const label = [item.checked === true ? CHECKED : UNCHECKED, inline(sanitizeInline(item.text, context.siteOrigin))];
      children.push(element('li', null, [element('label', null, label)]));
    }
    return element('ul', CHECKLIST, children);
  },
};
