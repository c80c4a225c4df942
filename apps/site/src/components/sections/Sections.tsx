import { FormSection } from '@/features/forms/FormSection';
import { LocationsSection } from '@/features/maps';
import type { PageSection } from '@/lib/content';
import { CheckoutSection } from './CheckoutSection';
import { HeroSection } from './HeroSection';
import { PostsSection } from './PostsSection';
import { RichTextSection } from './RichTextSection';

/** Renders a page's sections in order; a section type the site does not know yet is left out. */
export function Sections({ sections }: { sections: PageSection[] }) {
  return sections.map((section, index) => {
    const key = `${section.collection}-${section.id}`;
    if (!section.item || typeof section.item !== 'object') return null;
    switch (section.collection) {
      case 'section_hero':
        return <HeroSection key={key} section={section.item} isFirst={index === 0} />;
      case 'section_rich_text':
        return <RichTextSection key={key} section={section.item} />;
      case 'section_posts':
        return <PostsSection key={key} section={section.item} />;
      case 'section_locations':
        return <LocationsSection key={key} section={section.item} />;
      case 'section_form':
        return <FormSection key={key} section={section.item} />;
      case 'section_checkout':
        return <CheckoutSection key={key} section={section.item} isFirst={index === 0} />;
      default:
        return null;
    }
  });
}
