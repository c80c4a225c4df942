import type { SectionProps } from '../../kit.js';
import type { FeatureCardsValues } from './definition.js';

/**
 * Cards in a list. The title is the card's one link; its box is stretched over the whole card (CSS), so the card
 * is clickable without nesting links or wrapping block content in one. A card's image is decorative: the title
 * names the link. The kit's link shows an address saved before the checks at save, and unusable, as text.
 */
export default function FeatureCards({ section, kit, edit, root }: SectionProps<FeatureCardsValues>) {
  const { Image, Link, editable } = kit;
  return (
    <section className="container section feature-cards" {...root} {...editable(edit(['heading', 'cards']))}>
      {section.heading && <h2 {...editable(edit(['heading']))}>{section.heading}</h2>}
      <ul className="feature-cards__list">
        {section.cards.map(({ slot, values }) => (
          <li key={slot} className="feature-cards__card" {...editable(edit([`cards.${slot}`], 'drawer'))}>
            {values['image'] && (
              <Image
                className="feature-cards__image"
                id={values['image']}
                alt=""
                width={640}
                height={360}
                sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 100vw"
              />
            )}
            <h3 className="feature-cards__title">
              {values['url'] ? (
                <Link className="feature-cards__link" href={values['url']}>
                  {values['title']}
                </Link>
              ) : (
                values['title']
              )}
            </h3>
            {values['text'] && <p className="feature-cards__text">{values['text']}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
