import { describe, expect, it } from 'vitest';
import { RANDOM_ID_ALPHABET, RANDOM_ID_LENGTH, randomId } from './random-id';

describe('randomId', () => {
  it('is 21 characters long unless asked otherwise', () => {
    expect(RANDOM_ID_LENGTH).toBe(21);
    expect(randomId()).toHaveLength(21);
    expect(randomId(8)).toHaveLength(8);
  });

  it('uses only the 64 URL-safe characters', () => {
    expect(new Set(RANDOM_ID_ALPHABET).size).toBe(64);
    expect(RANDOM_ID_ALPHABET).toMatch(/^[A-Za-z0-9_-]{64}$/);
    for (let draw = 0; draw < 1000; draw += 1) expect(randomId()).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(encodeURIComponent(randomId(200))).toHaveLength(200);
  });

  it('does not repeat itself over many draws', () => {
    const draws = 100_000;
    const ids = new Set(Array.from({ length: draws }, () => randomId()));
    expect(ids.size).toBe(draws);
  });

  it('draws every character about equally often, at every position', () => {
    const draws = 20_000;
    const counts = new Map<string, number>();
    const firstCharacters = new Map<string, number>();
    for (let draw = 0; draw < draws; draw += 1) {
      const id = randomId();
      for (const character of id) counts.set(character, (counts.get(character) ?? 0) + 1);
      firstCharacters.set(id[0]!, (firstCharacters.get(id[0]!) ?? 0) + 1);
    }
    expect(counts.size).toBe(64);
    expect(firstCharacters.size).toBe(64);
    // Pearson's chi-squared over 64 characters (63 degrees of freedom): a fair generator exceeds 140
    // about once in ten million runs, while a skewed or missing character adds hundreds to thousands.
    const chiSquared = (observed: Map<string, number>, total: number) => {
      const expected = total / 64;
      return [...RANDOM_ID_ALPHABET].reduce((sum, character) => sum + ((observed.get(character) ?? 0) - expected) ** 2 / expected, 0);
    };
    expect(chiSquared(counts, draws * RANDOM_ID_LENGTH)).toBeLessThan(140);
    expect(chiSquared(firstCharacters, draws)).toBeLessThan(140);
  });

  it('rejects lengths that are not whole and positive', () => {
    for (const length of [0, -1, 2.5, Number.NaN]) expect(() => randomId(length)).toThrow(RangeError);
  });
});
