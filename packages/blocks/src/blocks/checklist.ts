import { arrayOf, boolean, checkAt, object, optional, string } from '../check.js';
import { sanitizeInline } from '../inline.js';
import { startTag } from '../sink.js';
import type { BlockDefinition } from './types.js';

const isChecklist = object({ items: arrayOf(object({ text: string, checked: optional(boolean) })) });

interface ChecklistItem {
  readonly text: string;
  readonly checked?: boolean | null;
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
