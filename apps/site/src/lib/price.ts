/**
 * An amount in minor units, formatted for its currency (0 decimals for JPY, 3 for KWD…) in the page's language
 * (`locale`): €39.00 in English, 39,00 € in German.
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(amount / 10 ** digits);
}
