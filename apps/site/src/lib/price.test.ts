import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it('formats minor units for the currency', () => {
    expect(formatPrice(3900, 'eur', 'en')).toBe('€39.00');
    expect(formatPrice(3900, 'eur', 'de').replace(/\s/g, ' ')).toBe('39,00 €');
    expect(formatPrice(500, 'JPY', 'en-GB')).toBe('JP¥500');
    expect(formatPrice(1234, 'kwd', 'en-GB').replace(/\s/g, ' ')).toBe('KWD 1.234');
  });
});
