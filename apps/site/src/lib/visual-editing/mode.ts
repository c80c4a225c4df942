import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { markEditingMode } from './editable';
import { EDITING_HEADER } from './framed';

/**
 * Whether this request renders the page for the Data Studio's Visual Editor: preview (a valid preview pass, which
 * only /api/preview with the preview secret gives) and shown in a frame, as the proxy found (./framed.ts) and says
 * in a header it always sets. Only then do pages carry editing markers and load the editing island. Called by the
 * layout and the pages before anything they render asks editable().
 */
export const editingMode = cache(async (): Promise<boolean> => {
  const editing = (await headers()).get(EDITING_HEADER) === '1';
  markEditingMode(editing);
  return editing;
});
