import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { DURATIONS } from '@/features/motion/tokens';
import type { Bounds, LatLng } from '../cluster';
import type { MapProviderConfig } from '../config';
import { markerLayer, type MapAdapter, type MapAdapterOptions, type MapView } from './types';

type MapLibreConfig = Extract<MapProviderConfig, { provider: 'maplibre' }>;

const PADDING = 48;
/** The site serves MapLibre's worker (see server/maplibre-worker.ts); the version in the URL busts caches. */
const WORKER_PATH = '/api/maps/maplibre-worker';

/** MapLibre GL (WebGL, keyless): a style URL or a raster style; markers are DOM buttons. */
export async function createMapLibreAdapter(config: MapLibreConfig, options: MapAdapterOptions): Promise<MapAdapter> {
  const { container, classes, onMarker, onView } = options;
  maplibregl.setWorkerUrl(`${WORKER_PATH}?v=${maplibregl.getVersion()}`);
  const map = new maplibregl.Map({
    container,
    style: config.style as maplibregl.StyleSpecification | string,
    center: [options.center.lng, options.center.lat],
    zoom: options.zoom,
    ...(options.fit
      ? {
          bounds: [options.fit.west, options.fit.south, options.fit.east, options.fit.north],
          fitBoundsOptions: { padding: PADDING, maxZoom: 14 },
        }
      : {}),
    attributionControl: typeof config.style === 'string' ? { compact: false, customAttribution: config.attribution } : { compact: false },
    cooperativeGestures: false,
    dragRotate: false,
    pitchWithRotate: false,
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.enable();
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  map.getCanvas().setAttribute('aria-label', options.label);

  await new Promise<void>((resolve, reject) => {
    const failed = (event: maplibregl.ErrorEvent) => {
      // A missing tile is not a failed map; a style or WebGL failure is.
      if ('tile' in event || 'sourceId' in event) return;
      map.off('error', failed);
      map.remove();
      reject(new Error(event.error?.message || 'The map style could not be loaded'));
    };
    map.on('error', failed);
    map.once('load', () => {
      map.off('error', failed);
      resolve();
    });
  });

  const view = (): MapView => {
    const b = map.getBounds();
    return { zoom: map.getZoom(), bounds: { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() } };
  };
  const markers = markerLayer<maplibregl.Marker>(
    {
      create: (marker, element) => new maplibregl.Marker({ element }).setLngLat([marker.lng, marker.lat]).addTo(map),
      move: (native, marker) => native.setLngLat([marker.lng, marker.lat]),
      element: (native) => native.getElement() as HTMLButtonElement,
      remove: (native) => native.remove(),
    },
    classes,
    onMarker,
  );
  const emit = () => onView(view());
  map.on('moveend', emit);
  // Tiles that fail later (offline, a missing tile) must not take the page down; MapLibre logs them.
  map.on('error', () => {});

  const adapter: MapAdapter = {
    clustering: 'island',
    view,
    setMarkers: markers.set,
    flyTo(center: LatLng, zoom?: number) {
      map.flyTo({ center: [center.lng, center.lat], zoom: zoom ?? map.getZoom(), duration: DURATIONS.slow });
    },
    fitBounds(bounds: Bounds, maxZoom = 18) {
      map.fitBounds([bounds.west, bounds.south, bounds.east, bounds.north], { padding: PADDING, maxZoom, duration: DURATIONS.slow });
    },
    focusMarker: markers.focus,
    destroy() {
      markers.clear();
      map.remove();
    },
  };
  queueMicrotask(emit);
  return adapter;
}
