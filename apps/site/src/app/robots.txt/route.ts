import { markdownEnabled } from '@/features/markdown/server';
import { absoluteUrl } from '@/lib/site-url';

// SITE_URL is read when the site runs, not when it is built.
export const dynamic = 'force-dynamic';

/**
 * Everything may be crawled but the account pages and the API; the sitemap lists what to index. Comments point
 * programs to llms.txt (features/markdown) while the site offers it; robots.txt has no field of its own for it.
 * Written here rather than by Next.js's robots.ts, which cannot write comments.
 */
export async function GET() {
  const lines = ['User-Agent: *', 'Allow: /', 'Disallow: /account', 'Disallow: /api', ''];
  // Directus being down must not cost crawlers the rules: the comments are then left out.
  if (await markdownEnabled().catch(() => false)) {
    lines.push(
      `# For AI assistants: ${absoluteUrl('/llms.txt')} lists the pages, posts and products with their Markdown versions`,
      `# (each page's address with .md added); ${absoluteUrl('/llms-full.txt')} holds them in one file.`,
      '# Each language has its own under its prefix, such as /de/llms.txt.',
      '',
    );
  }
  lines.push(`Sitemap: ${absoluteUrl('/sitemap.xml')}`, '');
  return new Response(lines.join('\n'), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
