// A stand-in for the Google Maps JavaScript API, served at maps.googleapis.com by page.route in
// e2e/maps-google.spec.ts. It implements the part of google.maps that Tessera's Google adapter, its Places
// address search and the real @googlemaps/markerclusterer use: the script's callback, importLibrary, Map (a
// Web Mercator view over a plain surface, 256-pixel tiles as Google's), OverlayView with a canvas projection,
// LatLng, LatLngBounds, Point, events, AdvancedMarkerElement and Places autocomplete with session tokens.
// Every call that matters is recorded in window.__googleMapsFake.calls for the test to inspect.
(() => {
  const TILE_SIZE = 256;
  const MAX_ZOOM = 22;
  const MAX_LAT = 85.051129;
  const calls = [];
  const record = (name, detail = {}) => calls.push({ name, ...detail });

  const listeners = new WeakMap();
  const event = {
    addListener(target, name, handler) {
      if (!listeners.has(target)) listeners.set(target, new Map());
      const byName = listeners.get(target);
      if (!byName.has(name)) byName.set(name, new Set());
      const entry = { handler };
      byName.get(name).add(entry);
      return { remove: () => byName.get(name).delete(entry) };
    },
    addListenerOnce(target, name, handler) {
      const listener = event.addListener(target, name, (...args) => {
        listener.remove();
        handler(...args);
      });
      return listener;
    },
    removeListener(listener) {
      listener.remove();
    },
    trigger(target, name, ...args) {
      for (const { handler } of [...(listeners.get(target)?.get(name) ?? [])]) handler.apply(target, args);
    },
    clearInstanceListeners(target) {
      listeners.delete(target);
    },
  };

  class LatLng {
    constructor(latOrLiteral, lng) {
      const literal = latOrLiteral !== null && typeof latOrLiteral === 'object';
      this.latValue = literal ? latOrLiteral.lat : latOrLiteral;
      this.lngValue = literal ? latOrLiteral.lng : lng;
    }
    lat() {
      return this.latValue;
    }
    lng() {
      return this.lngValue;
    }
    equals(other) {
      return Boolean(other) && other.lat() === this.lat() && other.lng() === this.lng();
    }
    toJSON() {
      return { lat: this.latValue, lng: this.lngValue };
    }
  }
  const toLatLng = (value) => (value instanceof LatLng ? value : new LatLng(value));

  /** Bounds that do not cross the antimeridian (all Tessera needs). */
  class LatLngBounds {
    constructor(southWest, northEast) {
      this.box = { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity };
      if (southWest) this.extend(southWest);
      if (northEast) this.extend(northEast);
    }
    static from(value) {
      if (value instanceof LatLngBounds) return value;
      return new LatLngBounds({ lat: value.south, lng: value.west }, { lat: value.north, lng: value.east });
    }
    extend(point) {
      const position = toLatLng(point);
      const box = this.box;
      box.south = Math.min(box.south, position.lat());
      box.north = Math.max(box.north, position.lat());
      box.west = Math.min(box.west, position.lng());
      box.east = Math.max(box.east, position.lng());
      return this;
    }
    contains(point) {
      const position = toLatLng(point);
      const { south, west, north, east } = this.box;
      return position.lat() >= south && position.lat() <= north && position.lng() >= west && position.lng() <= east;
    }
    isEmpty() {
      return this.box.south > this.box.north;
    }
    getCenter() {
      return new LatLng((this.box.south + this.box.north) / 2, (this.box.west + this.box.east) / 2);
    }
    getNorthEast() {
      return new LatLng(this.box.north, this.box.east);
    }
    getSouthWest() {
      return new LatLng(this.box.south, this.box.west);
    }
    toJSON() {
      return { ...this.box };
    }
  }

  class Point {
    constructor(x, y) {
      this.x = x;
      this.y = y;
    }
  }

  /** Web Mercator: a position's world pixel at a zoom, and back. */
  const toWorld = (position, zoom) => {
    const scale = TILE_SIZE * 2 ** zoom;
    const sin = Math.sin((Math.max(-MAX_LAT, Math.min(MAX_LAT, position.lat())) * Math.PI) / 180);
    return { x: (position.lng() / 360 + 0.5) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
  };
  const fromWorld = (x, y, zoom) => {
    const scale = TILE_SIZE * 2 ** zoom;
    const lng = (x / scale - 0.5) * 360;
    const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / scale))) * 180) / Math.PI;
    return new LatLng(lat, lng);
  };

  class GoogleMap {
    constructor(container, options = {}) {
      record('Map', { options: { ...options, center: options.center && toLatLng(options.center).toJSON() } });
      this.container = container;
      this.center = toLatLng(options.center ?? { lat: 0, lng: 0 });
      this.zoom = options.zoom ?? 0;
      this.attached = new Set();
      this.overlays = new Set();
      this.idleScheduled = false;
      // Google positions the map's container itself.
      Object.assign(container.style, { position: 'relative', overflow: 'hidden' });
      this.surface = document.createElement('div');
      this.surface.dataset.fakeGoogleMap = '';
      Object.assign(this.surface.style, { position: 'absolute', inset: '0', overflow: 'hidden', background: '#e5e3df' });
      container.append(this.surface);
      this.changed();
    }
    size() {
      const { width, height } = this.container.getBoundingClientRect();
      return { width: width || 640, height: height || 480 };
    }
    /** A position's pixel in the map's box. */
    pixelOf(position) {
      const world = toWorld(toLatLng(position), this.zoom);
      const middle = toWorld(this.center, this.zoom);
      const { width, height } = this.size();
      return new Point(world.x - middle.x + width / 2, world.y - middle.y + height / 2);
    }
    positionAt(point) {
      const middle = toWorld(this.center, this.zoom);
      const { width, height } = this.size();
      return fromWorld(point.x + middle.x - width / 2, point.y + middle.y - height / 2, this.zoom);
    }
    canvasProjection() {
      return {
        fromLatLngToDivPixel: (position) => this.pixelOf(position),
        fromDivPixelToLatLng: (point) => this.positionAt(point),
        fromLatLngToContainerPixel: (position) => this.pixelOf(position),
        fromContainerPixelToLatLng: (point) => this.positionAt(point),
      };
    }
    getBounds() {
      const { width, height } = this.size();
      return new LatLngBounds(this.positionAt(new Point(0, height)), this.positionAt(new Point(width, 0)));
    }
    getCenter() {
      return this.center;
    }
    getZoom() {
      return this.zoom;
    }
    getDiv() {
      return this.container;
    }
    getProjection() {
      return { fromLatLngToPoint: (position) => toWorld(toLatLng(position), 0) };
    }
    getMapCapabilities() {
      return { isAdvancedMarkersAvailable: true, isDataDrivenStylingAvailable: false };
    }
    setCenter(center) {
      this.center = toLatLng(center);
      this.changed();
    }
    panTo(center) {
      record('panTo', { center: toLatLng(center).toJSON() });
      this.setCenter(center);
    }
    setZoom(zoom) {
      record('setZoom', { zoom });
      this.zoom = Math.max(0, Math.min(MAX_ZOOM, zoom));
      this.changed();
    }
    /** The largest whole zoom at which the bounds fit inside the padded box, centred on them. */
    fitBounds(value, padding = 0) {
      const bounds = LatLngBounds.from(value);
      record('fitBounds', { bounds: bounds.toJSON(), padding });
      const pad = typeof padding === 'number' ? padding : 0;
      const { width, height } = this.size();
      const sw = bounds.getSouthWest();
      const ne = bounds.getNorthEast();
      let zoom = MAX_ZOOM;
      while (zoom > 0) {
        const a = toWorld(sw, zoom);
        const b = toWorld(ne, zoom);
        if (Math.abs(b.x - a.x) <= width - 2 * pad && Math.abs(a.y - b.y) <= height - 2 * pad) break;
        zoom -= 1;
      }
      const a = toWorld(sw, zoom);
      const b = toWorld(ne, zoom);
      this.center = fromWorld((a.x + b.x) / 2, (a.y + b.y) / 2, zoom);
      this.zoom = zoom;
      this.changed();
    }
    addListener(name, handler) {
      return event.addListener(this, name, handler);
    }
    /** Redraws what sits on the map and, once things settle, fires `idle` as Google does. */
    changed() {
      for (const marker of this.attached) marker.place();
      for (const overlay of this.overlays) overlay.draw?.();
      if (this.idleScheduled) return;
      this.idleScheduled = true;
      setTimeout(() => {
        this.idleScheduled = false;
        event.trigger(this, 'idle');
      }, 0);
    }
  }

  // Prototype methods, not class methods: the clusterer copies OverlayView's enumerable prototype properties.
  function OverlayView() {}
  OverlayView.prototype.setMap = function setMap(map) {
    const previous = this.overlayMap ?? null;
    if (previous === (map ?? null)) return;
    if (previous) {
      previous.overlays.delete(this);
      if (this.overlayAdded) this.onRemove?.();
      this.overlayAdded = false;
    }
    this.overlayMap = map ?? null;
    if (!map) return;
    map.overlays.add(this);
    setTimeout(() => {
      if (this.overlayMap !== map) return;
      this.overlayAdded = true;
      this.onAdd?.();
      this.draw?.();
    }, 0);
  };
  OverlayView.prototype.getMap = function getMap() {
    return this.overlayMap ?? null;
  };
  OverlayView.prototype.getProjection = function getProjection() {
    return this.overlayAdded ? this.overlayMap.canvasProjection() : null;
  };
  OverlayView.prototype.getPanes = function getPanes() {
    const surface = this.overlayAdded ? this.overlayMap.surface : null;
    return surface && { floatPane: surface, mapPane: surface, markerLayer: surface, overlayLayer: surface, overlayMouseTarget: surface };
  };

  const markers = new Set();
  class AdvancedMarkerElement extends HTMLElement {
    constructor(options = {}) {
      super();
      this.markerMap = null;
      this.markerPosition = null;
      this.markerContent = null;
      this.zIndex = options.zIndex ?? null;
      if (options.title) this.title = options.title;
      if (options.content) this.content = options.content;
      if (options.position) this.position = options.position;
      if (options.map) this.map = options.map;
      this.addEventListener('click', (domEvent) => event.trigger(this, 'gmp-click', { domEvent, latLng: this.markerPosition }));
      markers.add(this);
    }
    get content() {
      return this.markerContent;
    }
    set content(element) {
      this.markerContent = element;
      this.replaceChildren(element);
    }
    get position() {
      return this.markerPosition;
    }
    set position(position) {
      this.markerPosition = position ? toLatLng(position) : null;
      this.place();
    }
    get map() {
      return this.markerMap;
    }
    set map(map) {
      if ((map ?? null) === this.markerMap) return;
      this.markerMap?.attached.delete(this);
      this.remove();
      this.markerMap = map ?? null;
      if (!map) return;
      map.attached.add(this);
      map.surface.append(this);
      this.place();
    }
    addListener(name, handler) {
      return event.addListener(this, name, handler);
    }
    place() {
      if (!this.markerMap || !this.markerPosition) return;
      const { x, y } = this.markerMap.pixelOf(this.markerPosition);
      Object.assign(this.style, {
        position: 'absolute',
        left: `${x}px`,
        top: `${y}px`,
        transform: 'translate(-50%, -50%)',
        zIndex: this.zIndex === null ? '' : String(this.zIndex),
      });
    }
  }
  customElements.define('gmp-advanced-marker', AdvancedMarkerElement);

  // Places: a few fixed addresses, matched by substring.
  const PLACES = [
    { id: 'fake-lyon-part-dieu', text: 'Lyon Part-Dieu, Lyon, France', lat: 45.7606, lng: 4.8593 },
    { id: 'fake-lyon-perrache', text: 'Lyon Perrache, Lyon, France', lat: 45.7485, lng: 4.8264 },
    { id: 'fake-edinburgh-waverley', text: 'Edinburgh Waverley, Edinburgh, UK', lat: 55.952, lng: -3.1893 },
  ];
  let sessions = 0;
  class AutocompleteSessionToken {
    constructor() {
      this.id = ++sessions;
      record('AutocompleteSessionToken', { id: this.id });
    }
  }
  class Place {
    constructor({ id }) {
      this.id = id;
      this.location = null;
      this.formattedAddress = null;
    }
    async fetchFields({ fields }) {
      record('fetchFields', { id: this.id, fields });
      const place = PLACES.find((candidate) => candidate.id === this.id);
      if (fields.includes('location')) this.location = new LatLng(place.lat, place.lng);
      if (fields.includes('formattedAddress')) this.formattedAddress = place.text;
      return { place: this };
    }
  }
  class PlacePrediction {
    constructor(place) {
      this.place = place;
    }
    get placeId() {
      return this.place.id;
    }
    get text() {
      return { text: this.place.text, matches: [], toString: () => this.place.text };
    }
    toPlace() {
      return new Place({ id: this.place.id });
    }
  }
  class AutocompleteSuggestion {
    constructor(place) {
      this.placePrediction = new PlacePrediction(place);
    }
    static async fetchAutocompleteSuggestions(request) {
      record('fetchAutocompleteSuggestions', { input: request.input, sessionToken: request.sessionToken?.id ?? null });
      const query = request.input.toLowerCase();
      return {
        suggestions: PLACES.filter((place) => place.text.toLowerCase().includes(query)).map((place) => new AutocompleteSuggestion(place)),
      };
    }
  }

  const maps = {
    Map: GoogleMap,
    OverlayView,
    LatLng,
    LatLngBounds,
    Point,
    event,
    importLibrary: async (name) => {
      record('importLibrary', { library: name });
      if (name === 'core') return { LatLng, LatLngBounds, Point, event };
      if (name === 'maps') return { Map: GoogleMap, OverlayView };
      if (name === 'marker') return (maps.marker = { AdvancedMarkerElement });
      if (name === 'places') return (maps.places = { AutocompleteSuggestion, AutocompleteSessionToken, Place });
      throw new Error(`The Google Maps fake has no library "${name}"`);
    },
  };
  window.google = { maps };
  window.__googleMapsFake = {
    calls,
    /** How many studio markers (not cluster markers) lie inside the bounds. */
    studiosWithin(box) {
      const bounds = LatLngBounds.from(box);
      return [...markers].filter((marker) => marker.content?.dataset.kind === 'point' && bounds.contains(marker.position)).length;
    },
  };

  const script = new URL(document.currentScript.src);
  record('script', { url: script.href });
  const callback = script.searchParams.get('callback');
  if (callback) setTimeout(() => window[callback]());
})();
