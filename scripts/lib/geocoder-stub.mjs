import { createServer } from 'node:http';

/** Places the stub knows, answered in Photon's GeoJSON format when the query is part of their name. */
export const STUB_PLACES = [
  {
    name: 'Tour Eiffel',
    street: 'Avenue Gustave Eiffel',
    housenumber: '5',
    postcode: '75007',
    city: 'Paris',
    country: 'France',
    lat: 48.8584,
    lng: 2.2945,
  },
  {
    name: 'Lyon Part-Dieu',
    street: 'Place Charles Béraudier',
    postcode: '69003',
    city: 'Lyon',
    country: 'France',
    lat: 45.7606,
    lng: 4.8597,
  },
  {
    name: 'Edinburgh Castle',
    street: 'Castlehill',
    postcode: 'EH1 2NG',
    city: 'Edinburgh',
    country: 'United Kingdom',
    lat: 55.9486,
    lng: -3.1999,
  },
  { name: 'Lyme Regis', city: 'Lyme Regis', country: 'United Kingdom', lat: 50.7256, lng: -2.9366 },
];

/**
 * A Photon-compatible geocoder on a free loopback port, for the test stack: the site's server (not the browser)
 * queries it, so tests cannot intercept it with page.route. `GET /requests` lists the queries and User-Agents it
 * received, for assertions.
 */
export async function startGeocoderStub() {
  const received = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://stub');
    if (url.pathname === '/requests') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    if (url.pathname !== '/api') return response.writeHead(404).end();
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    received.push({ q: url.searchParams.get('q'), userAgent: request.headers['user-agent'] ?? null });
    const features = STUB_PLACES.filter((place) => place.name.toLowerCase().includes(q) || q.includes(place.city.toLowerCase())).map(
      ({ lat, lng, ...properties }, index) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [lng, lat] },
        properties: { osm_type: 'N', osm_id: 1000 + index, ...properties },
      }),
    );
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'FeatureCollection', features }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
