import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTRIBUTION, DEFAULT_TILE_URL, GOOGLE_CALLBACK, mapProviderConfig, mapSourceName } from './config';
import { GOOGLE_MAPS_SCRIPT, googleMapsScriptUrl } from './google-url';

describe('Google Maps script URL', () => {
  it('carries key, client, language, version, libraries and the callback', () => {
    const url = new URL(
      googleMapsScriptUrl({
        key: 'AIza-key',
        client: 'gme-tessera',
        language: 'fr',
        version: 'quarterly',
        libraries: ['places', 'marker'],
        callback: 'ready',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(GOOGLE_MAPS_SCRIPT);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'AIza-key',
      client: 'gme-tessera',
      language: 'fr',
      v: 'quarterly',
      libraries: 'places,marker',
      callback: 'ready',
      loading: 'async',
    });
  });

  it('leaves out what is not given, encodes values, de-duplicates libraries', () => {
    const url = new URL(googleMapsScriptUrl({ key: 'a b&c', libraries: [' places', 'places', ''] }));
    expect([...url.searchParams.keys()]).toEqual(['key', 'libraries', 'loading']);
    expect(url.searchParams.get('key')).toBe('a b&c');
    expect(url.search).toContain('key=a+b%26c');
    expect(url.searchParams.get('libraries')).toBe('places');
    expect(new URL(googleMapsScriptUrl({ client: 'gme-x' })).searchParams.has('key')).toBe(false);
  });

  it('refuses to build a URL without a key or a client ID', () => {
    expect(() => googleMapsScriptUrl({})).toThrow('Google Maps needs an API key or a client ID');
  });
});

describe('map provider configuration', () => {
  it('defaults to MapLibre with OpenStreetMap raster tiles and their attribution', () => {
    const config = mapProviderConfig({});
    expect(config).toMatchObject({ provider: 'maplibre', attribution: DEFAULT_ATTRIBUTION });
    if (config.provider !== 'maplibre' || typeof config.style === 'string') throw new Error('expected a raster style');
    expect(config.style.sources.raster).toMatchObject({
      type: 'raster',
      tiles: [DEFAULT_TILE_URL],
      tileSize: 256,
      attribution: DEFAULT_ATTRIBUTION,
    });
    expect(config.style.layers).toEqual([{ id: 'raster', type: 'raster', source: 'raster' }]);
  });

  it('takes a tile URL, a style URL and an attribution from the environment', () => {
    const tiles = mapProviderConfig({ MAPS_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png', MAPS_ATTRIBUTION: '© Example' });
    expect(tiles.provider === 'maplibre' && typeof tiles.style === 'object' && tiles.style.sources.raster!.tiles).toEqual([
      'https://tiles.example.com/{z}/{x}/{y}.png',
    ]);
    expect(tiles).toMatchObject({ attribution: '© Example' });
    const style = mapProviderConfig({ MAPS_STYLE_URL: 'https://tiles.example.com/style.json', MAPS_TILE_URL: 'ignored' });
    expect(style).toEqual({ provider: 'maplibre', style: 'https://tiles.example.com/style.json', attribution: DEFAULT_ATTRIBUTION });
  });

  it('chooses Google Maps when a key or a client ID is configured, with defaults for version and libraries', () => {
    const config = mapProviderConfig({ GOOGLE_MAPS_API_KEY: ' key-1 ', MAPS_STYLE_URL: 'https://ignored.example/style.json' });
    expect(config).toMatchObject({ provider: 'google', callback: GOOGLE_CALLBACK, mapId: 'DEMO_MAP_ID' });
    const url = new URL(config.provider === 'google' ? config.scriptUrl : '');
    expect(url.searchParams.get('key')).toBe('key-1');
    expect(url.searchParams.get('v')).toBe('weekly');
    expect(url.searchParams.get('libraries')).toBe('marker,places');
    expect(url.searchParams.get('callback')).toBe(GOOGLE_CALLBACK);

    const full = mapProviderConfig({
      GOOGLE_MAPS_CLIENT_ID: 'gme-acme',
      GOOGLE_MAPS_LANGUAGE: 'de',
      GOOGLE_MAPS_VERSION: '3.60',
      GOOGLE_MAPS_LIBRARIES: 'places,geometry',
      GOOGLE_MAPS_MAP_ID: 'abc123',
    });
    expect(full).toMatchObject({ provider: 'google', mapId: 'abc123' });
    const params = new URL(full.provider === 'google' ? full.scriptUrl : '').searchParams;
    expect([params.get('client'), params.get('language'), params.get('v'), params.get('libraries'), params.has('key')]).toEqual([
      'gme-acme',
      'de',
      '3.60',
      'places,geometry',
      false,
    ]);
  });

  it('treats blank variables as unset', () => {
    expect(mapProviderConfig({ GOOGLE_MAPS_API_KEY: '  ', MAPS_STYLE_URL: '' }).provider).toBe('maplibre');
  });
});

describe('the map’s source, as the facade names it', () => {
  it('names Google Maps, the style’s host or the tiles’ host', () => {
    expect(mapSourceName(mapProviderConfig({ GOOGLE_MAPS_API_KEY: 'key' }))).toBe('Google Maps');
    expect(mapSourceName(mapProviderConfig({ MAPS_STYLE_URL: 'https://Tiles.Example.com:8443/styles/basic.json' }))).toBe(
      'tiles.example.com',
    );
    expect(mapSourceName(mapProviderConfig({}))).toBe('tile.openstreetmap.org');
    expect(mapSourceName(mapProviderConfig({ MAPS_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' }))).toBe('tiles.example.org');
  });

  it('falls back to a neutral name when the URL gives no host', () => {
    expect(mapSourceName(mapProviderConfig({ MAPS_TILE_URL: 'https://{s}{z}.example/{x}/{y}.png' }))).toBe('the map provider');
    expect(mapSourceName(mapProviderConfig({ MAPS_STYLE_URL: '/style.json' }))).toBe('the map provider');
  });
});
