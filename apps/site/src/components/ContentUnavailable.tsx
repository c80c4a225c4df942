import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { ContentError, reportPageUnavailable } from '@/lib/content';
import { UnavailableNotice } from './UnavailableNotice';

/** What a page's data read resolves to when Directus could not provide it (and it was not cached). */
export const UNAVAILABLE = Symbol('content unavailable');

/** The read's value, or UNAVAILABLE when Directus is unavailable; any other failure is thrown as before. */
export function unlessUnavailable<T>(read: Promise<T>): Promise<T | typeof UNAVAILABLE> {
  return read.catch((error: unknown) => {
    if (error instanceof ContentError && error.kind === 'unavailable') return UNAVAILABLE;
    throw error;
  });
}

/** The metadata of a page whose content Directus could not provide. */
export async function unavailableMetadata(): Promise<Metadata> {
  const t = await getTranslations('Unavailable');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * Shown, inside the site's layout and rendered on the server, instead of a page whose content
 * Directus could not provide. Rendering it marks the response for a 503 with Retry-After
 * (apps/site/server.ts), so crawlers come back later instead of indexing this message.
 */
export function ContentUnavailable({ retryHref }: { retryHref: string }) {
  reportPageUnavailable();
  return <UnavailableNotice retryHref={retryHref} />;
}
