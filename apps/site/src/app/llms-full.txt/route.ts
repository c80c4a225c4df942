import { markdownLink } from '@tessera/blocks';
import { LLMS_FULL_MAX_BYTES, llmsFullTxt, llmsTxt } from '@/features/markdown/llms';
import { llmsIndex, markdownEnabled, markdownNotFound, markdownResponse, markdownUnavailable } from '@/features/markdown/server';
import { ContentError } from '@/lib/content';
import { pageLanguage } from '@/lib/i18n/page-language';
import { getTranslations } from '@/lib/i18n/server';
import { absoluteUrl } from '@/lib/site-url';
import { pageVersion, postVersion } from '../md/[[...path]]/versions';

// Built per request from Directus (the content module's reads are cached), never at build time.
export const dynamic = 'force-dynamic';

/**
 * A language's llms-full.txt (/llms-full.txt, /de/llms-full.txt): the llms.txt's heading, then the Markdown versions of
 * its pages and posts (newest first), whole, up to LLMS_FULL_MAX_BYTES; past it, a note pointing to llms.txt.
 */
export async function GET() {
  const t = await getTranslations('Markdown');
  try {
    if (!(await markdownEnabled())) return markdownNotFound(t('notFound'));
    const [index, { href }] = await Promise.all([llmsIndex(), pageLanguage()]);
    const head = llmsTxt({ ...index, pages: [], posts: [], products: [] });
    const documents = [
      ...index.pagePaths.map((path) => async () => (await pageVersion(path.split('/').filter(Boolean), null))?.markdown ?? null),
      ...index.postSlugs.map((slug) => async () => (await postVersion(slug, null))?.markdown ?? null),
    ];
    const llms = absoluteUrl(href('/llms.txt'));
    const limit = `${LLMS_FULL_MAX_BYTES / 1_000_000} MB`;
    return markdownResponse(
      await llmsFullTxt(head, documents, (count) => `> ${t('cut', { limit, count, link: markdownLink('llms.txt', llms) })}`),
    );
  } catch (error) {
    if (error instanceof ContentError && error.kind === 'unavailable') return markdownUnavailable(t('unavailable'));
    throw error;
  }
}
