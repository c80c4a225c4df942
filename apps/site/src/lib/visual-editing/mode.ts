import 'server-only';
import { draftMode, headers } from 'next/headers';
import { cache } from 'react';
import { markEditingMode } from './editable';
import { EDITING_HEADER } from './framed';

/**
 * Whether this request renders the page for the Data Studio's Visual Editor: draft mode (switched on by
 * /api/preview with the preview secret) and shown in a frame (as the proxy found, ./framed.ts). Only then do pages carry editing markers and load
 * the editing island. Called by the layout and the pages before anything they render asks editable().
 */
export const editingMode = cache(async (): Promise<boolean> => {
  const editing = (await draftMode()).isEnabled && (await headers()).get(EDITING_HEADER) === '1';
  markEditingMode(editing);
  return editing;
});
