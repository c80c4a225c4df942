import { arrayOf, boolean, checkAt, object, optional, string } from '../check.js';
import { sanitizeInline } from '../inline.js';
import { startTag, type Sink, type StartTag } from '../sink.js';
import type { BlockDefinition, RenderContext } from './types.js';

const isTable = object({ withHeadings: optional(boolean), stretched: optional(boolean), content: arrayOf(arrayOf(string)) });

interface Table {
  readonly headings: boolean;
  readonly stretched: boolean;
  readonly rows: readonly (readonly string[])[];
}

const TABLE = startTag('table');
const STRETCHED = startTag('table', { class: 'table--stretched' });
const THEAD = startTag('thead');
const TBODY = startTag('tbody');
const TR = startTag('tr');
const TH = startTag('th', { scope: 'col' });
const TD = startTag('td');

function row(cells: readonly string[], cell: StartTag, context: RenderContext, sink: Sink): void {
  sink.open(TR);
  for (const text of cells) sink.inline(cell, sanitizeInline(text, context.siteOrigin));
  sink.close();
}

/** `table`: `{ withHeadings, stretched?, content: string[][] }`; cells hold inline markup. */
export const table: BlockDefinition<Table> = {
  read(data, _tunes, issues) {
    if (!checkAt(isTable, 'data', data, issues)) return undefined;
    return { headings: data.withHeadings === true, stretched: data.stretched === true, rows: data.content };
  },
  render(model, context, sink) {
    const { rows } = model;
    sink.open(model.stretched ? STRETCHED : TABLE);
    let body = 0;
    const first = rows[0];
    if (model.headings && first !== undefined) {
      sink.open(THEAD);
      row(first, TH, context, sink);
      sink.close();
      body = 1;
    }
    if (body < rows.length) {
      sink.open(TBODY);
      for (let i = body; i < rows.length; i++) row(rows[i] ?? [], TD, context, sink);
      sink.close();
    }
    sink.close();
  },
};
