import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it('formats minor units for the currency', () => {
    expect(formatPrice(3900, 'eur')).toBe('€39.00');
    expect(formatPrice(500, 'JPY')).toBe('JP¥500');
    expect(formatPrice(1234, 'kwd').replace(/\s/g, ' ')).toBe('KWD 1.234');
  });
});
