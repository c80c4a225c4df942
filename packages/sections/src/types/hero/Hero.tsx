import type { SectionProps } from '../../kit.js';
import type { HeroValues } from './definition.js';

/** A large heading over a wide image, with a call to action. The page's first hero is its `h1`. */
export default function Hero({ section, isFirst, kit, edit, root }: SectionProps<HeroValues>) {
  const Heading = isFirst ? 'h1' : 'h2';
  const { Image, Link, editable } = kit;
  return (
    <section className="hero" {...root} {...editable(edit(['heading', 'text', 'image', 'cta_label', 'cta_url']))}>
      {section.image && (
        <Image
          {...editable(edit(['image'], 'drawer'))}
          className="hero__image"
          id={section.image}
          alt=""
          width={1920}
          height={900}
          sizes="100vw"
          priority={isFirst}
        />
      )}
      <div className="container hero__content">
        <Heading className="hero__heading" {...editable(edit(['heading']))}>
          {section.heading}
        </Heading>
        {section.text && (
          <p className="hero__text" {...editable(edit(['text']))}>
            {section.text}
          </p>
        )}
        {section.cta_label && section.cta_url && (
          <Link className="button" href={section.cta_url} {...editable(edit(['cta_label', 'cta_url']))}>
            {section.cta_label}
          </Link>
        )}
      </div>
    </section>
  );
}
