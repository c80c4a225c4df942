import { Sections } from '@/components/sections/Sections';
import { Share } from '@/features/sharing/Share';
import type { Page } from '@/lib/content';

/** A CMS page's content: its title (unless it opens with a hero), its sections, and share links when it is public. */
export function PageArticle({ page, shareUrl }: { page: Page; shareUrl?: string | undefined }) {
  const startsWithHero = page.sections[0]?.collection === 'section_hero';
  return (
    <article>
      {startsWithHero ? null : (
        <header className="container page-header">
          <h1>{page.title}</h1>
        </header>
      )}
      <Sections sections={page.sections} />
      {shareUrl && (
        <footer className="container">
          <Share url={shareUrl} title={page.seo_title || page.title} />
        </footer>
      )}
    </article>
  );
}
