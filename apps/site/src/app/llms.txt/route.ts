import { llmsTxt } from '@/features/markdown/llms';
import { llmsIndex, markdownEnabled, markdownNotFound, markdownResponse, markdownUnavailable } from '@/features/markdown/server';
import { ContentError } from '@/lib/content';
import { getTranslations } from '@/lib/i18n/server';

// Built per request from Directus (the content module's reads are cached), never at build time.
export const dynamic = 'force-dynamic';

/** A language's llms.txt (/llms.txt, /de/llms.txt): the site and its pages, posts and products for AI assistants. */
export async function GET() {
  const t = await getTranslations('Markdown');
  try {
    if (!(await markdownEnabled())) return markdownNotFound(t('notFound'));
    return markdownResponse(llmsTxt(await llmsIndex()));
  } catch (error) {
    if (error instanceof ContentError && error.kind === 'unavailable') return markdownUnavailable(t('unavailable'));
    throw error;
  }
}
