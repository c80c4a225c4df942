import type { SectionProps } from '../../kit.js';
import { ctaButtons, type CtaValues } from './definition.js';

/** A banner: a heading, a few words and up to two buttons, the second one quieter. */
export default function Cta({ section, kit, edit, root }: SectionProps<CtaValues>) {
  const { Link, editable } = kit;
  const buttons = ctaButtons(section);
  return (
    <section
      className="container section cta"
      {...root}
      {...editable(edit(['heading', 'text', 'primary_label', 'primary_url', 'secondary_label', 'secondary_url']))}
    >
      <div className="cta__panel">
        <h2 className="cta__heading" {...editable(edit(['heading']))}>
          {section.heading}
        </h2>
        {section.text && (
          <p className="cta__text" {...editable(edit(['text']))}>
            {section.text}
          </p>
        )}
        {buttons.length > 0 && (
          <div className="cta__buttons">
            {buttons.map(({ label, url, fields, secondary }) => (
              <Link
                key={fields[0]}
                className={secondary ? 'button cta__button--secondary' : 'button'}
                href={url}
                {...editable(edit(fields))}
              >
                {label}
              </Link>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
