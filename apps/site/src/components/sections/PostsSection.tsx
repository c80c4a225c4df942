import { PostCard } from '@/components/PostCard';
import { listPosts, type PostsSection as Posts } from '@/lib/content';

export async function PostsSection({ section }: { section: Posts }) {
  const limit = Math.min(Math.max(section.limit ?? 3, 1), 12);
  const { posts } = await listPosts({ perPage: limit });
  if (posts.length === 0) return null;
  return (
    <section className="container section">
      {section.heading && <h2>{section.heading}</h2>}
      <ul className="card-grid">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
