import type { SectionProps } from '../../kit.js';
import { shownColumns, type ColumnsValues } from './definition.js';

/** Two or three columns of Block Editor content, side by side on wide screens, stacked on phones. */
export default function Columns({ section, kit, edit, root }: SectionProps<ColumnsValues>) {
  const { BlockContent, editable } = kit;
  const shown = shownColumns(section);
  return (
    <section className="container section columns" {...root} {...editable(edit(['heading', 'count', ...shown.map(({ name }) => name)]))}>
      {section.heading && (
        <h2 className="columns__heading" {...editable(edit(['heading']))}>
          {section.heading}
        </h2>
      )}
      <div className={`columns__grid columns__grid--${shown.length}`}>
        {shown.map(({ name, document }) => (
          <div key={name} className="prose columns__column" {...editable(edit([name], 'drawer'))}>
            <BlockContent document={document} />
          </div>
        ))}
      </div>
    </section>
  );
}
