import { describe, expect, it } from 'vitest';
import { filterCountries } from './countries';
import { countryOptions } from './server/phone-max';

const options = countryOptions('en');
const codes = (query: string) => filterCountries(options, query).map((option) => option.code);

describe('the country list', () => {
  it('lists every country libphonenumber knows, by English name, each with a flag to show', async () => {
    const { hasFlag } = await import('country-flag-icons');
    expect(options.length).toBeGreaterThan(240);
    expect(options.find((option) => option.code === 'GB')).toEqual({ code: 'GB', name: 'United Kingdom', dial: '44' });
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(options.filter((option) => !hasFlag(option.code))).toEqual([]);
  });
});

describe('filterCountries', () => {
  it('finds countries by the start of their name first, then by a word, then anywhere', () => {
    expect(codes('fran')).toEqual(['FR']);
    expect(codes('germ')).toEqual(['DE']);
    expect(codes('united').slice(0, 3)).toEqual(['AE', 'GB', 'US']);
    expect(codes('guinea')[0]).toBe('GN');
    expect(codes('guinea')).toEqual(expect.arrayContaining(['GW', 'GQ', 'PG']));
  });

  it('ignores case and accents, and knows common other names', () => {
    expect(codes('CÔTE')).toEqual(['CI']);
    expect(codes('uk')[0]).toBe('GB');
    expect(codes('usa')).toEqual(['US']);
    expect(codes('holland')).toEqual(['NL']);
  });

  it('finds countries by calling code, exact matches first', () => {
    expect(codes('+44')).toEqual(['GG', 'IM', 'JE', 'GB']);
    expect(codes('33')).toEqual(['FR']);
    expect(codes('+1').length).toBeGreaterThan(20);
    expect(codes('+1')[0]).toBe('AS');
    expect(codes('+35')).toContain('PT');
    expect(codes('+999')).toEqual([]);
  });

  it('finds a country by its ISO code', () => {
    expect(codes('de')[0]).toBe('DE');
  });

  it('lists everything for an empty query', () => {
    expect(filterCountries(options, '  ')).toHaveLength(options.length);
  });
});
