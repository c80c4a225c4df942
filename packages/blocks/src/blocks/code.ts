import { checkAt, object, string } from '../check.js';
import { startTag } from '../sink.js';
import type { BlockDefinition } from './types.js';

const isCode = object({ code: string });

const PRE = startTag('pre');
const CODE = startTag('code');

/** `code`: `{ code }`, raw text kept verbatim; as a text node it is always escaped and never parsed. */
export const code: BlockDefinition<string> = {
  read: (data, _tunes, issues) => (checkAt(isCode, 'data', data, issues) ? data.code : undefined),
  render(text, _context, sink) {
    sink.open(PRE);
    sink.open(CODE);
    sink.text(text);
    sink.close();
    sink.close();
  },
};
