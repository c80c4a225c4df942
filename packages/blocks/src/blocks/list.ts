import { checkAt, isData, oneOf, prefix, string } from '../check.js';
import { sanitizeInline } from '../inline.js';
import { startTag, type Sink } from '../sink.js';
import type { BlockDefinition, RenderContext } from './types.js';

/** A flat item (the specification's `list`) or a nested one (Directus's `nestedlist`, `{ content, items }`). */
export type ListItem = string | { readonly content: string; readonly items?: readonly ListItem[] | null };

/** Far beyond what editors nest; the cap keeps hostile documents from exhausting the stack. */
export const MAX_LIST_DEPTH = 16;

const isStyle = oneOf(['ordered', 'unordered']);

function isItems(value: unknown, depth: number, issues: string[]): value is readonly ListItem[] {
  if (!Array.isArray(value)) {
    issues.push(' must be an array');
    return false;
  }
  if (depth > MAX_LIST_DEPTH) {
    issues.push(` must not be nested more than ${MAX_LIST_DEPTH} levels deep`);
    return false;
  }
  let ok = true;
  for (let i = 0; i < value.length; i++) {
    const before = issues.length;
    if (isItem(value[i], depth, issues)) continue;
    ok = false;
    prefix(issues, before, `[${i}]`);
  }
  return ok;
}

function isItem(value: unknown, depth: number, issues: string[]): value is ListItem {
  if (typeof value === 'string') return true;
  if (!isData(value)) {
    issues.push(' must be a string or an object with a "content" string');
    return false;
  }
  const contentOk = checkAt(string, '.content', value.content, issues);
  const before = issues.length;
  const items = value.items;
  const itemsOk = items === undefined || items === null || isItems(items, depth + 1, issues);
  if (!itemsOk) prefix(issues, before, '.items');
  return contentOk && itemsOk;
}

interface List {
  readonly tag: 'ol' | 'ul';
  readonly items: readonly ListItem[];
}

const TAGS = { ol: startTag('ol'), ul: startTag('ul') } as const;
const LI = startTag('li');

function renderList(tag: List['tag'], items: readonly ListItem[], context: RenderContext, sink: Sink): void {
  sink.open(TAGS[tag]);
  for (const item of items) {
    if (typeof item === 'string') {
      sink.inline(LI, sanitizeInline(item, context.siteOrigin));
      continue;
    }
    const content = sanitizeInline(item.content, context.siteOrigin);
    if (item.items == null || item.items.length === 0) {
      sink.inline(LI, content);
      continue;
    }
    sink.openMixed(LI);
    sink.markup(content);
    // Only the top level has a style; nested lists follow it.
    renderList(tag, item.items, context, sink);
    sink.close();
  }
  sink.close();
}

/** `list` and `nestedlist`: `{ style, items }`, items being strings or `{ content, items }` to any depth. */
export const list: BlockDefinition<List> = {
  read(data, _tunes, issues) {
    if (!isData(data)) {
      issues.push('data must be an object');
      return undefined;
    }
    const { style, items } = data;
    const styleOk = checkAt(isStyle, 'data.style', style, issues);
    const before = issues.length;
    const itemsOk = isItems(items, 1, issues);
    if (!itemsOk) prefix(issues, before, 'data.items');
    if (!styleOk || !itemsOk) return undefined;
    return { tag: style === 'ordered' ? 'ol' : 'ul', items };
  },
  render: (model, context, sink) => renderList(model.tag, model.items, context, sink),
};
