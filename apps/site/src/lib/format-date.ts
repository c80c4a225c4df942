/** A date as the site shows it: "3 March 2026" (UTC, so server and browser agree). */
export function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
