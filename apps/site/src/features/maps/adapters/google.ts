import type { Cluster } from '@googlemaps/markerclusterer';
import type { Bounds, LatLng } from '../cluster';
import { googleClusterAlgorithm } from './google-clusterer';
import { loadGoogleMaps, type GoogleMapsConfig } from './google-loader';
import { markerElement, markerLayer, type MapAdapter, type MapAdapterOptions, type MapMarker, type MapView } from './types';

const PADDING = 48;

const toBounds = (b: google.maps.LatLngBounds): Bounds => {
  const ne = b.getNorthEast();
  const sw = b.getSouthWest();
  return { north: ne.lat(), east: ne.lng(), south: sw.lat(), west: sw.lng() };
};

/**
 * Google Maps behind the same interface. Studios are AdvancedMarkerElements holding the same buttons as with
 * MapLibre; Google's MarkerClusterer (loaded with this adapter only) groups them, drawing each cluster as a
 * button too, so clusters open with a click or the keyboard: the map fits the cluster's bounds, and focus moves
 * to the first of its markers once the clusterer has redrawn.
 */
export async function createGoogleAdapter(config: GoogleMapsConfig, options: MapAdapterOptions): Promise<MapAdapter> {
  const google = await loadGoogleMaps(config);
  const [{ Map: GoogleMap }, { AdvancedMarkerElement }, { MarkerClusterer }] = await Promise.all([
    google.maps.importLibrary('maps') as Promise<google.maps.MapsLibrary>,
    google.maps.importLibrary('marker') as Promise<google.maps.MarkerLibrary>,
    import('@googlemaps/markerclusterer'),
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
  if (options.fit) map.fitBounds(options.fit, PADDING);
  options.container.setAttribute('aria-label', options.label);
  await new Promise<void>((resolve) => google.maps.event.addListenerOnce(map, 'idle', () => resolve()));

  const view = (): MapView => {
    const bounds = map.getBounds();
    return { zoom: map.getZoom() ?? options.zoom, bounds: bounds ? toBounds(bounds) : { north: 90, south: -90, west: -180, east: 180 } };
  };

  // Which cluster button holds a studio's marker in the clusterer's latest drawing.
  const clusterButtons = new Map<google.maps.marker.AdvancedMarkerElement, HTMLButtonElement>();
  let focusAfterOpening: google.maps.marker.AdvancedMarkerElement[] | null = null;
  const openCluster = (cluster: Cluster) => {
    if (!cluster.bounds) return;
    focusAfterOpening = [...(cluster.markers as google.maps.marker.AdvancedMarkerElement[])];
    map.fitBounds(cluster.bounds, PADDING);
  };
  const clusterer = new MarkerClusterer({
    map,
    algorithm: googleClusterAlgorithm(),
    renderer: {
      render: (cluster) => {
        const { lat, lng } = cluster.position.toJSON();
        const marker: MapMarker = {
          id: `c:${lat},${lng}`,
          kind: 'cluster',
          lat,
          lng,
          count: cluster.count,
          label: `${cluster.count} studios: zoom in`,
        };
        const content = markerElement(marker, classes, () => openCluster(cluster));
        for (const member of cluster.markers) clusterButtons.set(member as google.maps.marker.AdvancedMarkerElement, content);
        return new AdvancedMarkerElement({ position: cluster.position, content, zIndex: 1_000 + cluster.count });
      },
    },
    onClusterClick: (_event, cluster) => openCluster(cluster),
  });

  /** A studio's own button when the clusterer shows it alone, else the button of the cluster holding it. */
  const buttonOf = (native: google.maps.marker.AdvancedMarkerElement) =>
    native.map ? (native.content as HTMLButtonElement) : clusterButtons.get(native);
  let membershipChanged = false;
  const markers = markerLayer<google.maps.marker.AdvancedMarkerElement>(
    {
      create: (marker, content) => {
        const native = new AdvancedMarkerElement({ position: { lat: marker.lat, lng: marker.lng }, content, title: marker.label });
        clusterer.addMarker(native, true);
        membershipChanged = true;
        return native;
      },
      move: (native, marker) => (native.position = { lat: marker.lat, lng: marker.lng }),
      element: (native) => native.content as HTMLButtonElement,
      remove: (native) => {
        clusterer.removeMarker(native, true);
        membershipChanged = true;
      },
    },
    classes,
    onMarker,
  );
  const listeners = [
    google.maps.event.addListener(clusterer, 'clusteringbegin', () => clusterButtons.clear()),
    google.maps.event.addListener(clusterer, 'clusteringend', () => {
      const wanted = focusAfterOpening;
      if (!wanted) return;
      focusAfterOpening = null;
      for (const native of wanted) {
        const button = buttonOf(native);
        if (button) return button.focus();
      }
    }),
    map.addListener('idle', () => onView(view())),
  ];

  const adapter: MapAdapter = {
    clustering: 'provider',
    view,
    setMarkers(next) {
      markers.set(next);
      // Before Google has added the clusterer to the map (no projection yet), its onAdd draws all markers anyway.
      if (membershipChanged && clusterer.getProjection()) clusterer.render();
      membershipChanged = false;
    },
    flyTo(center: LatLng, zoom?: number) {
      map.panTo(center);
      if (zoom !== undefined) map.setZoom(Math.round(zoom));
    },
    fitBounds(bounds: Bounds, maxZoom = 18) {
      map.fitBounds(bounds, PADDING);
      google.maps.event.addListenerOnce(map, 'idle', () => {
        if ((map.getZoom() ?? 0) > maxZoom) map.setZoom(maxZoom);
      });
    },
    focusMarker(id: string) {
      const native = markers.get(id);
      const button = native && buttonOf(native);
      button?.focus();
      return Boolean(button);
    },
    destroy() {
      for (const listener of listeners) listener.remove();
      clusterer.setMap(null);
      markers.clear();
      options.container.replaceChildren();
    },
  };
  queueMicrotask(() => onView(view()));
  return adapter;
}
