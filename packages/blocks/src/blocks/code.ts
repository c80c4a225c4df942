import { checkAt, object, string } from '../check.js';
import { element } from '../tree.js';
import type { BlockDefinition } from './types.js';

const isCode = object({ code: string });

/** `code`: `{ code }`, raw text kept verbatim; as a text node it is always escaped and never parsed. */
export const code: BlockDefinition<string> = {
  read: (data, _tunes, issues) => (checkAt(isCode, 'data', data, issues) ? data.code : undefined),
  render: (text) => element('pre', null, [element('code', null, [text])]),
};
