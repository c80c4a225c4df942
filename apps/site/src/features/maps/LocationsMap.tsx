'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { jsonLdText, placeNode } from '@/features/seo/json-ld';
import { IntlIsland } from '@/lib/i18n/IntlIsland';
import type { IslandIntl } from '@/lib/i18n/island';
import { useHydrated } from '@/lib/use-hydrated';
import { addressSource, type AddressOrigin } from './address-source';
import { AddressSearch } from './AddressSearch';
import { loadMap, MapLoadError } from './adapters/load';
import type { MapAdapter, MapMarker, MapView } from './adapters/types';
import { GridClusterIndex, padBounds, type Bounds, type ClusterItem, type LatLng } from './cluster';
import type { MapProviderConfig } from './config';
import { formatDistance, sortByDistance } from './distance';
import { LocationCard } from './LocationCard';
import { matchesNameOrCity, type MapLocation } from './locations';
import styles from './Maps.module.css';
import { mapsShownThisSession, rememberMapsShown } from './show-maps';

/** `waiting`: the facade is shown, and nothing of the map is fetched, until the visitor asks (or asked earlier). */
type Status = 'waiting' | 'loading' | 'ready' | 'failed';

const PAGE_SIZE = 50;
/** How close a chosen studio is shown. */
const FOCUS_ZOOM = 15;
const SEARCH_ZOOM = 12;

export interface LocationsMapProps {
  locations: MapLocation[];
  provider: MapProviderConfig;
  center: LatLng;
  zoom: number;
  /** Fit the map to these bounds instead (no centre configured). */
  fit: Bounds | null;
  /** The id of the section's heading, naming the map. */
  label: string;
  /** Who serves the map ("Google Maps", or the style's or tiles' host), named on the facade. */
  source: string;
  /**
   * Makes the island's element ids unique on the page. From the server rather than `useId`: the island hydrates as a
   * root of its own (deferredIsland), whose ids would differ from those in the server's HTML.
   */
  idPrefix: string;
}

const noSubscription = () => () => {};

/**
 * The locations island: list and map side by side, kept in sync. The list renders on the server and works on its
 * own. The map pane first holds a facade naming the map's source and a "Show map" button: the map's code, style and
 * tiles (or Google's script) are fetched only once the visitor asks, for privacy and speed. The choice is remembered
 * for the session, after which the map loads as its pane comes near the viewport. A map that does not load within
 * five seconds is replaced by a message, leaving the full list (filterable by name and city, sortable by distance).
 *
 * The locations arrive as one JSON text (`locationsJson`, their `JSON.stringify`) rather than an array of objects:
 * React's RSC serializer walks every object of a prop in JavaScript, and the server's HTML render then reads the
 * payload back the same way, where one string passes through both and `JSON.parse` is native. A view of the demo's
 * locations page (220 studios) costs the server 12 % less CPU for it, for 21 bytes more HTML (docs/performance.md).
 */
export function LocationsMap({
  intl,
  locationsJson,
  ...props
}: Omit<LocationsMapProps, 'locations'> & { locationsJson: string; intl: IslandIntl<'Maps'> }) {
  const locations = useMemo(() => JSON.parse(locationsJson) as MapLocation[], [locationsJson]);
  return (
    <IntlIsland intl={intl}>
      <StudioFinder {...props} locations={locations} />
      <PlacesJsonLd places={locations} />
    </IntlIsland>
  );
}

/**
 * Each location as structured data (a LocalBusiness with its address and coordinates), written by the island's server
 * render from its own props: the page's RSC payload then holds the locations once, where a server component's data
 * block would be there a second time, as escaped text (95 kB of the demo locations page's 296 kB). The browser keeps
 * the block the server wrote and builds nothing: React hydrates an element's `dangerouslySetInnerHTML` without
 * comparing it, and rewrites it only when its text changes, which the browser's (always empty) never does. The text
 * is escaped as <JsonLd> escapes it (jsonLdText), so the page cache's seal leaves the block alone in the same way.
 */
function PlacesJsonLd({ places }: { places: readonly MapLocation[] }) {
  if (places.length === 0) return null;
  // `typeof window` is fixed when each bundle is built: the browser's has no copy of the builders.
  const text = typeof window === 'undefined' ? jsonLdText(places.map((place) => placeNode(place))) : '';
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} suppressHydrationWarning />;
}

function StudioFinder({ locations, provider, center, zoom, fit, label, source, idPrefix }: LocationsMapProps) {
  const t = useTranslations('Maps');
  const locale = useLocale();
  const [status, setStatus] = useState<Status>('waiting');
  // False on the server and while hydrating, so the first render matches the server's facade.
  const shownBefore = useSyncExternalStore(noSubscription, mapsShownThisSession, () => false);
  const hydrated = useHydrated();
  /** Set when the visitor pressed "Show map": focus then follows into the map pane. */
  const asked = useRef(false);
  const [failure, setFailure] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [origin, setOrigin] = useState<AddressOrigin | null>(null);
  const [filter, setFilter] = useState('');
  const [view, setView] = useState<MapView | null>(null);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [geoMessage, setGeoMessage] = useState('');
  const paneRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const adapterRef = useRef<MapAdapter | null>(null);
  const itemsRef = useRef(new Map<string, ClusterItem>());
  const pendingFocus = useRef<Set<number> | null>(null);
  const entryRefs = useRef(new Map<number, HTMLButtonElement>());

  const filtered = useMemo(() => locations.filter((location) => matchesNameOrCity(location, filter)), [locations, filter]);
  const rows = useMemo(
    () => (origin ? sortByDistance(filtered, origin) : filtered.map((item) => ({ item, km: null as number | null }))),
    [filtered, origin],
  );
  // Made by the map's first clustering: the server's render, and a page whose map is never shown, need none.
  const clusterIndex = useMemo(() => {
    let index: GridClusterIndex | null = null;
    return () => (index ??= new GridClusterIndex(filtered));
  }, [filtered]);
  const byId = useMemo(() => new Map(locations.map((location) => [location.id, location])), [locations]);
  const selected = selectedId === null ? null : (byId.get(selectedId) ?? null);
  const selectedKm = selected && origin ? (rows.find((row) => row.item.id === selected.id)?.km ?? null) : null;
  const directions = provider.provider === 'google' ? 'google' : 'osm';
  const addresses = useMemo(() => addressSource(provider), [provider]);

  // A visitor who asked for the map earlier in the session gets it once its pane comes within 200 px of the viewport.
  useEffect(() => {
    const pane = paneRef.current;
    if (!pane || status !== 'waiting' || !shownBefore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setStatus('loading');
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(pane);
    return () => observer.disconnect();
  }, [status, shownBefore]);

  const showMap = () => {
    rememberMapsShown();
    asked.current = true;
    setStatus('loading');
  };

  // The "Show map" button is gone: its focus moves to the map (or to the message saying it failed), not to the page.
  // The pane is where the button was, so the page need not scroll.
  useEffect(() => {
    if (!asked.current || (status !== 'loading' && status !== 'failed')) return;
    const target = status === 'loading' ? canvasRef.current : failureRef.current;
    if (document.activeElement === document.body || document.activeElement === null) target?.focus({ preventScroll: true });
  }, [status]);

  const onMarker = useRef<(marker: MapMarker) => void>(() => {});
  const handleMarker = (marker: MapMarker) => {
    const item = itemsRef.current.get(marker.id);
    const adapter = adapterRef.current;
    if (!item || !adapter) return;
    if (item.kind === 'cluster') {
      pendingFocus.current = new Set(item.indices.map((i) => filtered[i]!.id));
      const { bounds } = item;
      if (bounds.south === bounds.north && bounds.west === bounds.east) adapter.flyTo(item, Math.floor(adapter.view().zoom) + 2);
      else adapter.fitBounds(bounds);
      return;
    }
    const location = filtered[item.index]!;
    setSelectedId(location.id);
    const position = rows.findIndex((row) => row.item.id === location.id);
    if (position >= limit) setLimit(position + 1);
    requestAnimationFrame(() => entryRefs.current.get(location.id)?.scrollIntoView({ block: 'nearest' }));
  };
  useLayoutEffect(() => {
    onMarker.current = handleMarker;
  });

  const started = useRef(false);
  const unmounted = useRef(false);
  useEffect(() => {
    if (status !== 'loading' || !canvasRef.current || started.current) return;
    started.current = true;
    unmounted.current = false;
    loadMap(provider, {
      container: canvasRef.current,
      center,
      zoom,
      fit,
      label: t('map', { label }),
      classes: { point: styles.marker!, cluster: styles.cluster!, selected: styles.markerSelected! },
      onMarker: (marker) => onMarker.current(marker),
      onView: (next) => {
        if (!unmounted.current) setView(next);
      },
    }).then(
      (adapter) => {
        if (unmounted.current) return adapter.destroy();
        adapterRef.current = adapter;
        setView(adapter.view());
        setStatus('ready');
      },
      (error: unknown) => {
        if (unmounted.current) return;
        setFailure(error instanceof MapLoadError && error.timeoutMs ? t('timeout', { seconds: error.timeoutMs / 1000 }) : t('unreachable'));
        setStatus('failed');
      },
    );
  }, [status, provider, center, zoom, fit, label, t]);

  // The map lives as long as the island.
  useEffect(
    () => () => {
      unmounted.current = true;
      started.current = false;
      adapterRef.current?.destroy();
      adapterRef.current = null;
    },
    [],
  );

  // Re-cluster after every move or zoom (and when the filter or the selection changes).
  useEffect(() => {
    const adapter = adapterRef.current;
    if (!adapter || !view) return;
    // Only what is on screen: markers outside the map's box would be unreachable to the pointer yet still in the
    // keyboard's Tab order. A hair of padding keeps markers sitting on the edge. A provider that clusters itself
    // gets every studio (and shows only what is on screen itself).
    const items: ClusterItem[] =
      adapter.clustering === 'provider'
        ? filtered.map((location, i) => ({ kind: 'point', index: i, lat: location.lat, lng: location.lng }))
        : clusterIndex().clusters(view.zoom, padBounds(view.bounds, 0.02));
    const drawn = new Map<string, ClusterItem>();
    const markers: MapMarker[] = items.map((item) => {
      if (item.kind === 'cluster') {
        const id = `c:${item.id}`;
        drawn.set(id, item);
        return { id, kind: 'cluster', lat: item.lat, lng: item.lng, count: item.count, label: `${item.count} studios: zoom in` };
      }
      const location = filtered[item.index]!;
      const id = `p:${location.id}`;
      drawn.set(id, item);
      return { id, kind: 'point', lat: item.lat, lng: item.lng, label: location.name, selected: location.id === selectedId };
    });
    itemsRef.current = drawn;
    adapter.setMarkers(markers);
    // After a cluster was opened with the keyboard or a click, focus goes to the first of its markers.
    const wanted = pendingFocus.current;
    if (wanted) {
      pendingFocus.current = null;
      for (const [id, item] of drawn) {
        const ids = item.kind === 'cluster' ? item.indices.map((i) => filtered[i]!.id) : [filtered[item.index]!.id];
        if (ids.some((locationId) => wanted.has(locationId)) && adapter.focusMarker(id)) break;
      }
    }
  }, [view, clusterIndex, filtered, selectedId]);

  const selectEntry = useCallback((location: MapLocation) => {
    setSelectedId(location.id);
    const adapter = adapterRef.current;
    if (adapter) adapter.flyTo(location, Math.max(adapter.view().zoom, FOCUS_ZOOM));
  }, []);

  const chooseOrigin = useCallback((next: AddressOrigin) => {
    setOrigin(next);
    setLimit(PAGE_SIZE);
    adapterRef.current?.flyTo(next, SEARCH_ZOOM);
  }, []);

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      setGeoMessage(t('geoUnsupported'));
      return;
    }
    setGeoMessage(t('geoFinding'));
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setGeoMessage(t('geoFound'));
        chooseOrigin({ lat: position.coords.latitude, lng: position.coords.longitude, label: t('yourLocation') });
      },
      (error) => setGeoMessage(error.code === error.PERMISSION_DENIED ? t('geoDenied') : t('geoUnavailable')),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  /** Closes the card and gives focus back to the studio's entry in the list. */
  const closeCard = () => {
    if (selectedId === null) return;
    const id = selectedId;
    setSelectedId(null);
    entryRefs.current.get(id)?.focus();
  };

  const shown = rows.slice(0, limit);
  return (
    <div
      className={styles.layout}
      data-map-status={status}
      data-map-zoom={view ? view.zoom.toFixed(2) : undefined}
      data-hydrated={hydrated ? '' : undefined}
    >
      <div className={styles.controls}>
        <AddressSearch id={`${idPrefix}-address`} source={addresses} onChoose={chooseOrigin} />
        <button type="button" className={styles.locate} onClick={useMyLocation}>
          {t('useMyLocation')}
        </button>
        <p role="status" aria-live="polite" className={styles.geoMessage}>
          {geoMessage}
        </p>
      </div>

      <div ref={paneRef} className={styles.mapPane}>
        {status === 'waiting' ? (
          <div className={styles.facade}>
            <p>{t.rich('facade', { source, strong: (chunks) => <strong>{chunks}</strong> })}</p>
            <button type="button" className="button" onClick={showMap}>
              {t('showMap')}
            </button>
            <p className={styles.facadeNote}>{t('facadeNote')}</p>
          </div>
        ) : status === 'failed' ? (
          <div ref={failureRef} role="alert" tabIndex={-1} className={styles.failure}>
            {t.rich('failed', { reason: failure, strong: (chunks) => <strong>{chunks}</strong> })}
          </div>
        ) : (
          <>
            <div
              ref={canvasRef}
              className={styles.canvas}
              role="region"
              aria-label={t('map', { label })}
              tabIndex={-1}
              data-map-canvas=""
            />
            {status !== 'ready' && (
              <p className={styles.loading} aria-live="polite">
                {t('loading')}
              </p>
            )}
            {status === 'ready' && selected && (
              <div
                className={styles.cardOverlay}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') closeCard();
                }}
              >
                <LocationCard location={selected} km={selectedKm} directions={directions} origin={origin} onClose={closeCard} />
              </div>
            )}
          </>
        )}
      </div>

      <div className={styles.listPane}>
        <label className={styles.filter}>
          {t('filter')}
          <input type="search" value={filter} onChange={(event) => (setFilter(event.target.value), setLimit(PAGE_SIZE))} />
        </label>
        <p role="status" aria-live="polite" className={styles.count}>
          {rows.length === locations.length
            ? t('count', { count: rows.length })
            : t('countFiltered', { count: rows.length, total: locations.length })}
          {origin ? t('nearestTo', { place: origin.label }) : ''}
        </p>
        <ul className={styles.list} aria-label={t('studios')}>
          {shown.map(({ item, km }) => (
            <li key={item.id} data-location-id={item.id}>
              <button
                type="button"
                ref={(element) => {
                  if (element) entryRefs.current.set(item.id, element);
                  else entryRefs.current.delete(item.id);
                }}
                className={styles.entry}
                aria-current={item.id === selectedId ? 'true' : undefined}
                onClick={() => selectEntry(item)}
              >
                <strong>{item.name}</strong>
                <span>
                  {item.city}, {item.country}
                </span>
                {km !== null && <span className={styles.distance}>{formatDistance(km, locale)}</span>}
              </button>
              {item.id === selectedId && status !== 'ready' && (
                <LocationCard location={item} km={km} directions={directions} origin={origin} />
              )}
            </li>
          ))}
        </ul>
        {rows.length > shown.length && (
          <button type="button" className={styles.more} onClick={() => setLimit((current) => current + PAGE_SIZE)}>
            {t('more', { count: rows.length - shown.length })}
          </button>
        )}
      </div>
    </div>
  );
}
