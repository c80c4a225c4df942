import { setAttr } from '@directus/visual-editing';
import { cache } from 'react';

/** How the Data Studio opens an element's form: a popover beside a short text, a drawer for a whole item. */
export type EditMode = 'popover' | 'drawer' | 'modal';

/** What an element on the page shows of a Directus item: its collection, its id and the fields shown. */
export interface EditTarget {
  collection: string;
  item: string | number | null | undefined;
  fields: readonly string[];
  mode?: EditMode;
}

/** Whether this request renders for the Visual Editor; set once per request by editingMode() (./mode.ts). */
const requestState = cache(() => ({ editing: false }));

export function markEditingMode(editing: boolean): void {
  requestState().editing = editing;
}

/**
 * The attribute that makes an element editable in the Data Studio's Visual Editor (`data-directus`, written by
 * Directus's own library), or nothing at all outside editing mode: visitors' HTML never carries it. A single
 * short field opens in a popover, anything more in a drawer, unless `mode` says otherwise.
 */
export function editable(target: EditTarget | null | undefined): { 'data-directus'?: string } {
  // Directus's integer keys start at 1: a missing item (0, null, '') has nothing to edit.
  if (!requestState().editing || !target?.item) return {};
  const mode = target.mode ?? (target.fields.length === 1 ? 'popover' : 'drawer');
  return { 'data-directus': setAttr({ collection: target.collection, item: target.item, fields: [...target.fields], mode }) };
}
