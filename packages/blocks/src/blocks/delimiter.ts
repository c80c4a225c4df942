import { element } from '../tree.js';
import type { BlockDefinition } from './types.js';

const HR = element('hr', null, []);

/** `delimiter`: a thematic break; its data (`{}`) carries nothing. */
export const delimiter: BlockDefinition<true> = {
  read: () => true,
  render: () => HR,
};
