import type { NextRequest } from 'next/server';
import { markdownEnabled, markdownNotFound, markdownResponse, markdownUnavailable } from '@/features/markdown/server';
import { ContentError } from '@/lib/content';
import { getTranslations } from '@/lib/i18n/server';
import { pageVersion, postVersion, productVersion } from './versions';

// Built per request from Directus (the content module's reads are cached), never at build time.
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ path?: string[] }> };

/**
 * The Markdown version of a page, post or product (features/markdown). Reached only through the proxy, which sends
 * `/posts/a-post.md` (or `/posts/a-post` asked for with `Accept: text/markdown`) here as /md/posts/a-post, with the
 * language it took off the path; /md/… asked for directly is a 404 there.
 */
export async function GET(request: NextRequest, { params }: Params) {
  const t = await getTranslations('Markdown');
  try {
    if (!(await markdownEnabled())) return markdownNotFound(t('notFound'));
    const { path = [] } = await params;
    const [root, slug = '', ...rest] = path;
    const version = request.nextUrl.searchParams.get('version');
    const found =
      root === 'posts'
        ? rest.length === 0
          ? await postVersion(slug, version)
          : null
        : root === 'products'
          ? rest.length === 0
            ? await productVersion(slug)
            : null
          : await pageVersion(path, version);
    return found === null ? markdownNotFound(t('notFound')) : markdownResponse(found.markdown, found);
  } catch (error) {
    if (error instanceof ContentError && error.kind === 'unavailable') return markdownUnavailable(t('unavailable'));
    throw error;
  }
}
