import { describe, expect, it } from 'vitest';
import { formatDistance, haversineKm, sortByDistance } from './distance';

const paris = { lat: 48.8566, lng: 2.3522 };
const london = { lat: 51.5074, lng: -0.1278 };
const lyon = { lat: 45.764, lng: 4.8357 };

describe('distances', () => {
  it('computes great-circle distances (haversine)', () => {
    expect(haversineKm(paris, paris)).toBe(0);
    expect(haversineKm(paris, london)).toBeCloseTo(343.9, 0);
    expect(haversineKm(paris, lyon)).toBeCloseTo(391.5, 0);
    expect(haversineKm(london, paris)).toBeCloseTo(haversineKm(paris, london), 9);
    // A quarter of the equator, and antipodes.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo(10007.6, 0);
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(20015.1, 0);
  });

  it('sorts by distance, nearest first, stable for ties', () => {
    const places = [
      { name: 'London', ...london },
      { name: 'Lyon', ...lyon },
      { name: 'Paris A', ...paris },
      { name: 'Paris B', ...paris },
    ];
    const sorted = sortByDistance(places, { lat: 48.9, lng: 2.3 });
    expect(sorted.map(({ item }) => item.name)).toEqual(['Paris A', 'Paris B', 'London', 'Lyon']);
    expect(sorted[0]!.km).toBeCloseTo(haversineKm({ lat: 48.9, lng: 2.3 }, paris), 9);
    expect(sortByDistance(places, london).map(({ item }) => item.name)).toEqual(['London', 'Paris A', 'Paris B', 'Lyon']);
    expect(places.map((place) => place.name)).toEqual(['London', 'Lyon', 'Paris A', 'Paris B']);
  });

  it('formats distances for people', () => {
    expect(formatDistance(0.004, 'en')).toBe('10 m');
    expect(formatDistance(0.8456, 'en')).toBe('850 m');
    expect(formatDistance(4.24, 'en')).toBe('4.2 km');
    expect(formatDistance(4.24, 'de')).toBe('4,2 km');
    expect(formatDistance(1234.4, 'en')).toBe('1,234 km');
  });
});
