import Link from 'next/link';
import { AssetImage } from '@/lib/AssetImage';
import type { HeroSection as Hero } from '@/lib/content';
import { editable } from '@/lib/visual-editing/editable';

const HERO_FIELDS = ['heading', 'text', 'image', 'cta_label', 'cta_url'];

export function HeroSection({ section, isFirst }: { section: Hero; isFirst: boolean }) {
  const Heading = isFirst ? 'h1' : 'h2';
  return (
    <section className="hero" {...editable({ collection: 'section_hero', item: section.id, fields: HERO_FIELDS })}>
      {section.image && (
        <AssetImage
          {...editable({ collection: 'section_hero', item: section.id, fields: ['image'], mode: 'drawer' })}
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
        <Heading className="hero__heading" {...editable({ collection: 'section_hero', item: section.id, fields: ['heading'] })}>
          {section.heading}
        </Heading>
        {section.text && (
          <p className="hero__text" {...editable({ collection: 'section_hero', item: section.id, fields: ['text'] })}>
            {section.text}
          </p>
        )}
        {section.cta_label && section.cta_url && (
          <Link
            className="button"
            href={section.cta_url}
            {...editable({ collection: 'section_hero', item: section.id, fields: ['cta_label', 'cta_url'] })}
          >
            {section.cta_label}
          </Link>
        )}
      </div>
    </section>
  );
}
