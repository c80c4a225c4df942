import { opensWithTitle } from '@tessera/sections/render';
import { Sections } from '@/components/sections/Sections';
import { Share } from '@/features/sharing/Share';
import { editable } from '@/lib/visual-editing/editable';
import type { Page } from '@/lib/content';

/** What an editor changes of a page as a whole in the Visual Editor: its title, address and SEO fields. */
const PAGE_FIELDS = ['title', 'slug', 'seo_title', 'seo_description', 'seo_image', 'members_only'];

/** A CMS page's content: its title (unless its first section writes it, as a hero does), its sections, and share links when it is public. */
export function PageArticle({ page, shareUrl }: { page: Page; shareUrl?: string | undefined }) {
  return (
    <article {...editable({ collection: 'pages', item: page.id, fields: PAGE_FIELDS })}>
      {opensWithTitle(page.sections) ? null : (
        <header className="container page-header">
          <h1 {...editable({ collection: 'pages', item: page.id, fields: ['title'] })}>{page.title}</h1>
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
