import { PostCard } from '@/components/PostCard';
import { listPosts, type PostsSection as Posts } from '@/lib/content';
import { pageLanguage } from '@/lib/i18n/page-language';

export async function PostsSection({ section }: { section: Posts }) {
  const limit = Math.min(Math.max(section.limit ?? 3, 1), 12);
  const { locale, href } = await pageLanguage();
  const { posts } = await listPosts({ perPage: limit, language: locale });
  if (posts.length === 0) return null;
  return (
    <section className="container section">
      {section.heading && <h2>{section.heading}</h2>}
      <ul className="card-grid">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} href={href(`/posts/${post.slug}`)} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
