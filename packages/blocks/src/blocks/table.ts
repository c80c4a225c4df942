import { boolean, checkAt, isData, optionalAt } from '../check.js';
import { sanitizeInline } from '../inline.js';
import { startTag, type Sink, type StartTag } from '../sink.js';
import type { BlockDefinition, RenderContext } from './types.js';

type Rows = readonly (readonly string[])[];

/**
 * Check for a table's data, with the issues, in the same order, of `object({ withHeadings: optional(boolean),
 * stretched: optional(boolean), content: arrayOf(arrayOf(string)) })`. Written out: the composed form
 * called a check for every cell, most of a table's validation.
 */
function isTable(
  value: unknown,
  issues: string[],
): value is { readonly withHeadings?: boolean | null; readonly stretched?: boolean | null; readonly content: Rows } {
  if (!isData(value)) {
    issues.push(' must be an object');
    return false;
  }
  // `check && ok`, not `ok && check`: every field is checked, so that every issue is reported.
  let ok = optionalAt(boolean, '.withHeadings', value.withHeadings, issues);
  ok = optionalAt(boolean, '.stretched', value.stretched, issues) && ok;
  const rows = value.content;
  if (!Array.isArray(rows)) {
    issues.push('.content must be an array');
    return false;
  }
  for (let r = 0; r < rows.length; r++) {
    const row: unknown = rows[r];
    if (!Array.isArray(row)) {
      issues.push(`.content[${r}] must be an array`);
      ok = false;
      continue;
    }
    for (let c = 0; c < row.length; c++) {
      if (typeof row[c] === 'string') continue;
      issues.push(`.content[${r}][${c}] must be a string`);
      ok = false;
    }
  }
  return ok;
}

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
