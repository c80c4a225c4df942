import type { IslandProps } from '@tessera/sections';
import { PostCards } from '@/components/PostCard';
import { listPosts } from '@/lib/content';
import { editable } from '@/lib/visual-editing/editable';
import { pageLanguage } from '@/lib/i18n/page-language';

/** The latest-posts section's island: the newest posts in the page's language, as cards. */
export async function PostsSection({ section, edit, root }: IslandProps<{ id: number; heading: string | null; limit: number | null }>) {
  const { locale, href } = await pageLanguage();
  const { posts } = await listPosts({ perPage: section.limit ?? 3, language: locale });
  if (posts.length === 0) return null;
  return (
    <section className="container section" {...root} {...editable(edit(['heading', 'limit']))}>
      {section.heading && <h2 {...editable(edit(['heading']))}>{section.heading}</h2>}
      <PostCards posts={posts} href={href} headingLevel={3} />
    </section>
  );
}
