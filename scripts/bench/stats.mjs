/** The mean of one numeric field over a list of figures. */
export const mean = (list, key) => list.reduce((sum, figures) => sum + figures[key], 0) / list.length;

/** The median of numbers: the middle one, or the mean of the two middle ones of an even count. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The order of the two sides in pair number `pair` of a paired comparison: `[first, second]`, then the other way round,
 * alternating, so that a drift of the machine's speed within a pair falls on each side first as often.
 */
export const pairOrder = (pair, [first, second]) => (pair % 2 === 0 ? [first, second] : [second, first]);

/** The smallest and the largest of numbers, each formatted: "a to b". */
export const rangeOf = (values, format) => `${format(Math.min(...values))} to ${format(Math.max(...values))}`;

/** A number to `digits` decimals with its sign ("+5.6", "−12.1", "0.0"): a minus sign, and none when it rounds to zero. */
export function signed(value, digits = 1) {
  const rounded = Number(value.toFixed(digits));
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${Math.abs(rounded).toFixed(digits)}`;
}
