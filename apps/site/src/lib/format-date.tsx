import { useFormatter } from 'next-intl';

/**
 * A date as the site shows it, in the page's language and the site's time zone (lib/i18n/config.ts), so server
 * and browser agree: 18 November 2026, 18. November 2026 or ١٨ نوفمبر ٢٠٢٦.
 */
export function FormattedDate({ iso }: { iso: string }) {
  const format = useFormatter();
  return <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: 'long' })}</time>;
}
