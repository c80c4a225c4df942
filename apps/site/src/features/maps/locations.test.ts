import { describe, expect, it } from 'vitest';
import { initialView } from './LocationsSection';
import { addressLine, boundsOf, directionsUrl, matchesNameOrCity, telUrl, toMapLocation, type LocationRecord } from './locations';

const record: LocationRecord = {
  id: 7,
  name: 'Atelier Lumière',
  street: '12 Rue des Lilas',
  postal_code: '75011',
  city: 'Paris',
  region: 'Île-de-France',
  country: 'FR',
  latitude: 48.86,
  longitude: 2.38,
  phone: '+33 1 23 45 67 89',
  email: null,
  opening_hours: 'Mon–Fri 9:00–18:00',
  translations: null,
};

describe('locations', () => {
  it('keep what the island needs and drop records without coordinates', () => {
    const location = toMapLocation(record)!;
    expect(location).toMatchObject({ id: 7, lat: 48.86, lng: 2.38, postalCode: '75011', openingHours: 'Mon–Fri 9:00–18:00' });
    expect(toMapLocation({ ...record, latitude: null })).toBeNull();
    expect(toMapLocation({ ...record, longitude: 300 })).toBeNull();
    expect(addressLine(location)).toBe('12 Rue des Lilas, 75011 Paris, FR');
  });

  it('link phones and directions', () => {
    expect(telUrl('+33 1 23 45 67 89')).toBe('tel:+33123456789');
    expect(telUrl('(020) 7946-0123')).toBe('tel:02079460123');
    const to = { lat: 48.86, lng: 2.38 };
    expect(directionsUrl(to, 'osm')).toBe('https://www.openstreetmap.org/directions?route=%3B48.860000%2C2.380000');
    expect(directionsUrl(to, 'osm', { lat: 48.8, lng: 2.3 })).toBe(
      'https://www.openstreetmap.org/directions?route=48.800000%2C2.300000%3B48.860000%2C2.380000',
    );
    expect(directionsUrl(to, 'google')).toBe('https://www.google.com/maps/dir/?api=1&destination=48.860000%2C2.380000');
  });

  it('match name or city, ignoring case and accents', () => {
    const location = toMapLocation(record)!;
    expect(matchesNameOrCity(location, 'lumiere')).toBe(true);
    expect(matchesNameOrCity(location, ' PAR')).toBe(true);
    expect(matchesNameOrCity(location, '')).toBe(true);
    expect(matchesNameOrCity(location, 'Lyon')).toBe(false);
  });

  it('start at the settings’ centre and zoom, else fit the locations (zoom 10 by default)', () => {
    const locations = [toMapLocation(record)!, toMapLocation({ ...record, id: 8, latitude: 45.76, longitude: 4.83 })!];
    expect(initialView(locations, { map_center_latitude: 48.8566, map_center_longitude: 2.3522, map_zoom: 11 })).toEqual({
      center: { lat: 48.8566, lng: 2.3522 },
      zoom: 11,
      fit: null,
    });
    const fitted = initialView(locations, null);
    expect(fitted.zoom).toBe(10);
    expect(fitted.fit).toEqual(boundsOf(locations));
    expect(fitted.center).toEqual({ lat: (45.76 + 48.86) / 2, lng: (2.38 + 4.83) / 2 });
    expect(initialView([], { map_center_latitude: null, map_center_longitude: null, map_zoom: null })).toEqual({
      center: { lat: 0, lng: 0 },
      zoom: 10,
      fit: null,
    });
  });
});
