import type { Bounds, LatLng } from '../cluster';

/** One thing drawn on the map: a location or a cluster of them. */
export interface MapMarker {
  id: string;
  kind: 'point' | 'cluster';
  lat: number;
  lng: number;
  /** Shown on a cluster. */
  count?: number;
  /** The marker's accessible name. */
  label: string;
  selected?: boolean;
}

export interface MapView {
  zoom: number;
  bounds: Bounds;
}

export interface MarkerClasses {
  point: string;
  cluster: string;
  selected: string;
}

export interface MapAdapterOptions {
  container: HTMLElement;
  center: LatLng;
  zoom: number;
  /** Fit to these bounds instead of center and zoom. */
  fit?: Bounds | null;
  classes: MarkerClasses;
  onMarker: (marker: MapMarker) => void;
  /** After every move or zoom has ended (and once when the map is ready). */
  onView: (view: MapView) => void;
  /** The map region's accessible name. */
  label: string;
}

/**
 * What the locations island needs from a map library. MapLibre GL and Google Maps implement it. With MapLibre
 * the island clusters (Tessera's grid) and hands over what to draw; Google Maps clusters with Google's
 * MarkerClusterer, so the island hands over every studio and the adapter draws and opens the clusters itself.
 */
export interface MapAdapter {
  /** Who groups markers into clusters: the island (`setMarkers` gets clusters and points) or the map library (points only). */
  readonly clustering: 'island' | 'provider';
  view(): MapView;
  /** Replaces the markers drawn (keeps the DOM of unchanged ones, so focus survives an update). */
  setMarkers(markers: readonly MapMarker[]): void;
  flyTo(center: LatLng, zoom?: number): void;
  fitBounds(bounds: Bounds, maxZoom?: number): void;
  /** Focus the marker with this id, if it is drawn. */
  focusMarker(id: string): boolean;
  destroy(): void;
}

export type MapAdapterFactory = (options: MapAdapterOptions) => Promise<MapAdapter>;

/** Marker DOM shared by both adapters: a real button, so clusters and studios are reachable by keyboard. */
export function markerElement(marker: MapMarker, classes: MarkerClasses, onMarker: (marker: MapMarker) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.markerId = marker.id;
  updateMarkerElement(button, marker, classes);
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    onMarker(JSON.parse(button.dataset.marker!) as MapMarker);
  });
  return button;
}

export function updateMarkerElement(button: HTMLButtonElement, marker: MapMarker, classes: MarkerClasses): void {
  button.dataset.marker = JSON.stringify(marker);
  button.dataset.kind = marker.kind;
  button.className = [marker.kind === 'cluster' ? classes.cluster : classes.point, marker.selected ? classes.selected : '']
    .filter(Boolean)
    .join(' ');
  button.setAttribute('aria-label', marker.label);
  if (marker.kind === 'point') button.setAttribute('aria-pressed', String(Boolean(marker.selected)));
  else button.removeAttribute('aria-pressed');
  button.textContent = marker.kind === 'cluster' ? String(marker.count ?? '') : '';
}

/** How a provider places, moves and removes one of its markers around our button element. */
export interface NativeMarkers<Native> {
  create(marker: MapMarker, element: HTMLButtonElement): Native;
  move(native: Native, marker: MapMarker): void;
  element(native: Native): HTMLButtonElement;
  remove(native: Native): void;
}

/**
 * The markers on screen, kept in step with the clustering's output: existing markers are updated
 * in place (so keyboard focus survives a zoom), new ones created, vanished ones removed.
 */
export function markerLayer<Native>(native: NativeMarkers<Native>, classes: MarkerClasses, onMarker: (marker: MapMarker) => void) {
  const drawn = new Map<string, Native>();
  return {
    set(markers: readonly MapMarker[]) {
      const keep = new Set<string>();
      for (const marker of markers) {
        keep.add(marker.id);
        const existing = drawn.get(marker.id);
        if (existing) {
          updateMarkerElement(native.element(existing), marker, classes);
          native.move(existing, marker);
        } else {
          drawn.set(marker.id, native.create(marker, markerElement(marker, classes, onMarker)));
        }
      }
      for (const [id, marker] of drawn) {
        if (keep.has(id)) continue;
        native.remove(marker);
        drawn.delete(id);
      }
    },
    get: (id: string): Native | undefined => drawn.get(id),
    focus(id: string): boolean {
      const marker = drawn.get(id);
      if (!marker) return false;
      native.element(marker).focus();
      return true;
    },
    clear() {
      for (const marker of drawn.values()) native.remove(marker);
      drawn.clear();
    },
  };
}
