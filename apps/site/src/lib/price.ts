/** An amount in minor units, formatted for its currency (0 decimals for JPY, 3 for KWD…). */
export function formatPrice(amount: number, currency: string): string {
  const formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(amount / 10 ** digits);
}
