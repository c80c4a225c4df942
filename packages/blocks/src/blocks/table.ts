import { arrayOf, boolean, checkAt, object, optional, string } from '../check.js';
import { sanitizeInline } from '../inline.js';
import { element, inlineElement, type ElementNode, type Node, type Tag } from '../tree.js';
import type { BlockDefinition, RenderContext } from './types.js';

const isTable = object({ withHeadings: optional(boolean), stretched: optional(boolean), content: arrayOf(arrayOf(string)) });

interface Table {
  readonly headings: boolean;
  readonly stretched: boolean;
  readonly rows: readonly (readonly string[])[];
}

const HEADING = { scope: 'col' } as const;

function row(cells: readonly string[], tag: Tag, context: RenderContext): ElementNode {
  const attrs = tag === 'th' ? HEADING : null;
  return element(
    'tr',
    null,
    cells.map((cell) => inlineElement(tag, attrs, sanitizeInline(cell, context.siteOrigin))),
  );
}

/** `table`: `{ withHeadings, stretched?, content: string[][] }`; cells hold inline markup. */
export const table: BlockDefinition<Table> = {
  read(data, _tunes, issues) {
    if (!checkAt(isTable, 'data', data, issues)) return undefined;
    return { headings: data.withHeadings === true, stretched: data.stretched === true, rows: data.content };
  },
  render(model, context) {
    const [first, ...rest] = model.rows;
    const sections: Node[] = [];
    const body = model.headings ? rest : model.rows;
    if (model.headings && first !== undefined) sections.push(element('thead', null, [row(first, 'th', context)]));
    if (body.length > 0)
      sections.push(
        element(
          'tbody',
          null,
          body.map((cells) => row(cells, 'td', context)),
        ),
      );
    return element('table', model.stretched ? { class: 'table--stretched' } : null, sections);
  },
};
