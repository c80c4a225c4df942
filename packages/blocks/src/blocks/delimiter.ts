import { startTag } from '../sink.js';
import type { BlockDefinition } from './types.js';

const HR = startTag('hr');

/** `delimiter`: a thematic break; its data (`{}`) carries nothing. */
export const delimiter: BlockDefinition<true> = {
  read: () => true,
  render: (_model, _context, sink) => sink.open(HR),
};
