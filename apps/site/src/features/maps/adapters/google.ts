import type { Bounds, LatLng } from '../cluster';
import type { MapProviderConfig } from '../config';
import { markerLayer, type MapAdapter, type MapAdapterOptions, type MapView } from './types';

type GoogleConfig = Extract<MapProviderConfig, { provider: 'google' }>;

/** The little of the Maps JavaScript API this adapter uses (no @types/google.maps dependency). */
interface GLatLngBounds {
  getNorthEast(): { lat(): number; lng(): number };
  getSouthWest(): { lat(): number; lng(): number };
}
interface GMap {
  getBounds(): GLatLngBounds | undefined;
  getZoom(): number | undefined;
  panTo(center: LatLng): void;
  setZoom(zoom: number): void;
  fitBounds(bounds: { north: number; south: number; east: number; west: number }, padding?: number): void;
  addListener(event: string, handler: () => void): { remove(): void };
}
interface GAdvancedMarker {
  map: GMap | null;
  position: LatLng;
  content: HTMLElement;
}
interface GoogleMaps {
  maps: {
    importLibrary(name: 'maps'): Promise<{ Map: new (element: HTMLElement, options: object) => GMap }>;
    importLibrary(name: 'marker'): Promise<{ AdvancedMarkerElement: new (options: object) => GAdvancedMarker }>;
  };
}

let loading: Promise<GoogleMaps> | null = null;

/** Adds the Maps JavaScript API's script once; resolves when Google calls back. */
function loadScript(config: GoogleConfig): Promise<GoogleMaps> {
  loading ??= new Promise<GoogleMaps>((resolve, reject) => {
    const global = window as unknown as Record<string, unknown> & { google?: GoogleMaps };
    global[config.callback] = () => resolve(global.google!);
    const script = document.createElement('script');
    script.src = config.scriptUrl;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The Google Maps script could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Google Maps behind the same interface. Clustering stays the island's (grid 60 on a 256-pixel world, as
 * Google's MarkerClusterer measures it); markers are AdvancedMarkerElements holding the same buttons.
 */
export async function createGoogleAdapter(config: GoogleConfig, options: MapAdapterOptions): Promise<MapAdapter> {
  const google = await loadScript(config);
  const [{ Map: GoogleMap }, { AdvancedMarkerElement }] = await Promise.all([
    google.maps.importLibrary('maps'),
    google.maps.importLibrary('marker'),
  ]);
  const { classes, onMarker, onView } = options;
  const map = new GoogleMap(options.container, {
    center: options.center,
    zoom: options.zoom,
    mapId: config.mapId,
    clickableIcons: false,
    streetViewControl: false,
    mapTypeControl: false,
  });
  if (options.fit) map.fitBounds(options.fit, 48);
  options.container.setAttribute('aria-label', options.label);
  await new Promise<void>((resolve) => {
    const listener = map.addListener('idle', () => {
      listener.remove();
      resolve();
    });
  });

  const view = (): MapView => {
    const b = map.getBounds();
    const ne = b?.getNorthEast();
    const sw = b?.getSouthWest();
    return {
      zoom: map.getZoom() ?? options.zoom,
      bounds:
        ne && sw ? { north: ne.lat(), east: ne.lng(), south: sw.lat(), west: sw.lng() } : { north: 90, south: -90, west: -180, east: 180 },
    };
  };
  const markers = markerLayer<GAdvancedMarker>(
    {
      create: (marker, content) => new AdvancedMarkerElement({ map, position: { lat: marker.lat, lng: marker.lng }, content }),
      move: (native, marker) => (native.position = { lat: marker.lat, lng: marker.lng }),
      element: (native) => native.content as HTMLButtonElement,
      remove: (native) => (native.map = null),
    },
    classes,
    onMarker,
  );
  const idle = map.addListener('idle', () => onView(view()));

  const adapter: MapAdapter = {
    tileSize: 256,
    view,
    setMarkers: markers.set,
    flyTo(center: LatLng, zoom?: number) {
      map.panTo(center);
      if (zoom !== undefined) map.setZoom(Math.round(zoom));
    },
    fitBounds(bounds: Bounds, maxZoom = 18) {
      map.fitBounds(bounds, 48);
      const once = map.addListener('idle', () => {
        once.remove();
        if ((map.getZoom() ?? 0) > maxZoom) map.setZoom(maxZoom);
      });
    },
    focusMarker: markers.focus,
    destroy() {
      idle.remove();
      markers.clear();
      options.container.replaceChildren();
    },
  };
  queueMicrotask(() => onView(view()));
  return adapter;
}
