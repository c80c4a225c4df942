import type { SectionProps } from '../../kit.js';
import type { NewsletterValues } from './definition.js';

/**
 * A newsletter sign-up: the heading and text, and the site's sign-up form (an island, loaded only on pages that show
 * it). The form's anchor is unique per section, so that a post without JavaScript comes back to this one.
 */
export default function Newsletter({ section, kit, edit, root }: SectionProps<NewsletterValues>) {
  const { editable, islands } = kit;
  const id = `newsletter-${section.id}`;
  return (
    <section className="container section newsletter" aria-labelledby={`${id}-heading`} {...root} {...editable(edit(['heading', 'text']))}>
      <div className="newsletter__inner">
        <h2 className="newsletter__heading" id={`${id}-heading`} {...editable(edit(['heading']))}>
          {section.heading}
        </h2>
        {section.text && (
          <p className="newsletter__text" {...editable(edit(['text']))}>
            {section.text}
          </p>
        )}
        <islands.Newsletter id={id} />
      </div>
    </section>
  );
}
