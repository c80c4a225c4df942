import { PostCards } from '@/components/PostCard';
import { listPosts, type PostsSection as Posts } from '@/lib/content';
import { editable } from '@/lib/visual-editing/editable';
import { pageLanguage } from '@/lib/i18n/page-language';

export async function PostsSection({ section }: { section: Posts }) {
  const limit = Math.min(Math.max(section.limit ?? 3, 1), 12);
  const { locale, href } = await pageLanguage();
  const { posts } = await listPosts({ perPage: limit, language: locale });
  if (posts.length === 0) return null;
  return (
    <section className="container section" {...editable({ collection: 'section_posts', item: section.id, fields: ['heading', 'limit'] })}>
      {section.heading && <h2 {...editable({ collection: 'section_posts', item: section.id, fields: ['heading'] })}>{section.heading}</h2>}
      <PostCards posts={posts} href={href} headingLevel={3} />
    </section>
  );
}
