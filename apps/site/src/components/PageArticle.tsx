import { Sections } from '@/components/sections/Sections';
import type { Page } from '@/lib/content';

/** A CMS page's content: its title (unless it opens with a hero) and its sections. */
export function PageArticle({ page }: { page: Page }) {
  const startsWithHero = page.sections[0]?.collection === 'section_hero';
  return (
    <article>
      {startsWithHero ? null : (
        <header className="container page-header">
          <h1>{page.title}</h1>
        </header>
      )}
      <Sections sections={page.sections} />
    </article>
  );
}
