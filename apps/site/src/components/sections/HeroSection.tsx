import Link from 'next/link';
import { AssetImage } from '@/lib/AssetImage';
import type { HeroSection as Hero } from '@/lib/content';

export function HeroSection({ section, isFirst }: { section: Hero; isFirst: boolean }) {
  const Heading = isFirst ? 'h1' : 'h2';
  return (
    <section className="hero">
      {section.image && (
        <AssetImage className="hero__image" id={section.image} alt="" width={1920} height={900} sizes="100vw" priority={isFirst} />
      )}
      <div className="container hero__content">
        <Heading className="hero__heading">{section.heading}</Heading>
        {section.text && <p className="hero__text">{section.text}</p>}
        {section.cta_label && section.cta_url && (
          <Link className="button" href={section.cta_url}>
            {section.cta_label}
          </Link>
        )}
      </div>
    </section>
  );
}
