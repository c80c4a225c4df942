import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mapProviderConfig } from './config';
import { LocationsMap } from './LocationsMap';
import type { MapLocation } from './locations';
import en from '@/lib/i18n/messages/en.json';

const lyon: MapLocation = {
  id: 1,
  name: 'Atelier Lyon',
  street: null,
  postalCode: null,
  city: 'Lyon',
  region: null,
  country: 'France',
  phone: null,
  email: null,
  openingHours: null,
  lat: 45.76,
  lng: 4.84,
};

describe('LocationsMap on the server', () => {
  it('renders the list and, in the map’s pane, a facade naming the map’s source instead of the map', () => {
    const html = renderToStaticMarkup(
      <LocationsMap
        locationsJson={JSON.stringify([lyon])}
        provider={mapProviderConfig({})}
        source="tile.openstreetmap.org"
        center={lyon}
        zoom={10}
        fit={null}
        label="Studios"
        idPrefix="locations-1"
        intl={{ locale: 'en', messages: { Maps: en.Maps } }}
      />,
    );
    expect(html).toContain('data-map-status="waiting"');
    expect(html).toContain('Atelier Lyon');
    expect(html).toContain('The map comes from <strong>tile.openstreetmap.org</strong>');
    expect(html).toMatch(/<button type="button" class="button">Show map<\/button>/);
    expect(html).not.toContain('data-map-canvas');
    expect(html).not.toContain('data-hydrated');
  });
});
