import { describe, expect, it } from 'vitest';
import { mapsCsp } from './csp';

describe('mapsCsp', () => {
  it("allows OpenStreetMap's tiles by default, MapLibre's worker from the site, and no Google host", () => {
    const sources = mapsCsp({});
    expect(sources['img-src']).toEqual(['https://tile.openstreetmap.org', 'blob:']);
    expect(sources['connect-src']).toEqual(['https://tile.openstreetmap.org']);
    expect(sources['worker-src']).toEqual(["'self'", 'blob:']);
    expect(JSON.stringify(sources)).not.toMatch(/google/);
  });

  it('allows the host of a configured style, and the extra hosts of MAPS_CSP_HOSTS', () => {
    const sources = mapsCsp({
      MAPS_STYLE_URL: 'https://api.maps.example/styles/basic.json?key=k',
      MAPS_CSP_HOSTS: 'tiles.maps.example, https://glyphs.example.org/fonts, ,javascript:x',
    });
    expect(sources['connect-src']).toEqual(['https://api.maps.example', 'https://tiles.maps.example', 'https://glyphs.example.org']);
  });

  it('allows Google’s hosts only when a Google key or client ID is configured', () => {
    for (const env of [{ GOOGLE_MAPS_API_KEY: 'key' }, { GOOGLE_MAPS_CLIENT_ID: 'client' }]) {
      const sources = mapsCsp(env);
      expect(sources['script-src']).toContain('https://maps.googleapis.com');
      expect(sources['connect-src']).not.toContain('https://tile.openstreetmap.org');
    }
  });
});
