import { getFormatter } from '@/lib/i18n/server';

/**
 * A date as the site shows it, in the page's language and the site's time zone (lib/i18n/config.ts), so server
 * and browser agree: 18 November 2026, 18. November 2026 or ١٨ نوفمبر ٢٠٢٦.
 */
export async function FormattedDate({ iso }: { iso: string }) {
  const format = await getFormatter();
  return <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: 'long' })}</time>;
}
