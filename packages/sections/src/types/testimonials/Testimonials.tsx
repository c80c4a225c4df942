import type { SectionProps } from '../../kit.js';
import type { TestimonialsValues } from './definition.js';

/**
 * Quotes as figures: the quote in a blockquote, the person in the caption. A photo is decorative (empty alt): the
 * name beside it says who it is.
 */
export default function Testimonials({ section, kit, edit, root }: SectionProps<TestimonialsValues>) {
  const { Image, editable } = kit;
  return (
    <section className="container section testimonials" {...root} {...editable(edit(['heading', 'items']))}>
      {section.heading && <h2 {...editable(edit(['heading']))}>{section.heading}</h2>}
      <ul className="testimonials__list">
        {section.items.map(({ slot, values }) => (
          <li key={slot} className="testimonials__item">
            <figure className="testimonials__figure" {...editable(edit([`items.${slot}`], 'drawer'))}>
              <blockquote className="testimonials__quote">
                <p>{values['quote']}</p>
              </blockquote>
              <figcaption className="testimonials__person">
                {values['photo'] && (
                  <Image className="testimonials__photo" id={values['photo']} alt="" width={96} height={96} sizes="3rem" />
                )}
                <span>
                  <span className="testimonials__name">{values['name']}</span>
                  {values['role'] && <span className="testimonials__role">{values['role']}</span>}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
