import { SectionList } from '@tessera/sections/render';
import type { PageSection } from '@/lib/content';
import { siteKit } from './kit';

/** Renders a page's sections in order, each by its registered type; a type the site does not know is left out. */
export function Sections({ sections }: { sections: PageSection[] }) {
  return <SectionList sections={sections} kit={siteKit} />;
}
