import { checkAt, integer, object, oneOf, optional, string } from '../check.js';
import { sanitizeInline } from '../inline.js';
import { startTag } from '../sink.js';
import type { BlockDefinition } from './types.js';

const isToggle = object({ text: string, status: optional(oneOf(['open', 'closed'])), items: optional(integer(0)) });

interface Toggle {
  readonly text: string;
  readonly open: boolean;
  readonly items: number;
}

const OPEN = startTag('details', { open: true });
const CLOSED = startTag('details');
const SUMMARY = startTag('summary');

/**
 * `toggle`: `{ text, status, items: N }`. Its content is not nested in the data: the next N sibling blocks
 * belong to it, and the document walker emits them when the toggle calls `content`.
 */
export const toggle: BlockDefinition<Toggle> = {
  read(data, _tunes, issues) {
    if (!checkAt(isToggle, 'data', data, issues)) return undefined;
    return { text: data.text, open: data.status === 'open', items: data.items ?? 0 };
  },
  contentCount: (model) => model.items,
  render(model, context, sink, content) {
    sink.open(model.open ? OPEN : CLOSED);
    sink.inline(SUMMARY, sanitizeInline(model.text, context.siteOrigin));
    content();
    sink.close();
  },
};
