import { getTranslations } from '@/lib/i18n/server';
import type { IslandProps } from '@tessera/sections';
import { getSiteSettings, listLocations } from '@/lib/content';
import { islandIntl } from '@/lib/i18n/island';
import { pageLanguage } from '@/lib/i18n/page-language';
import type { LatLng } from './cluster';
import { mapProviderConfig, mapSourceName } from './config';
import { LocationsMap } from './island';
import { boundsOf, localizeLocation, toMapLocation, type MapLocation } from './locations';
import { editable } from '@/lib/visual-editing/editable';

/** The spec's map zoom, used when the site settings name none. */
export const DEFAULT_ZOOM = 10;

/** The map's first view: the settings' centre and zoom, else fitted to the locations shown. */
export function initialView(
  locations: readonly MapLocation[],
  settings: { map_center_latitude: number | null; map_center_longitude: number | null; map_zoom: number | null } | null,
) {
  const zoom = settings?.map_zoom ?? DEFAULT_ZOOM;
  const lat = settings?.map_center_latitude;
  const lng = settings?.map_center_longitude;
  if (typeof lat === 'number' && typeof lng === 'number') return { center: { lat, lng }, zoom, fit: null };
  const fit = boundsOf(locations);
  const center: LatLng = fit ? { lat: (fit.south + fit.north) / 2, lng: (fit.west + fit.east) / 2 } : { lat: 0, lng: 0 };
  return { center, zoom, fit };
}

/** The locations the section shows, in the page's language: those with usable coordinates. */
export async function shownLocations(): Promise<MapLocation[]> {
  const [records, { locale, defaultLocale }] = await Promise.all([listLocations(), pageLanguage()]);
  return records
    .map((record) => toMapLocation(localizeLocation(record, locale, defaultLocale)))
    .filter((location): location is MapLocation => location !== null);
}

/** The locations section's map: every location, on a map and in a list. */
export async function LocationsSection({
  section,
  edit,
  root,
}: Pick<IslandProps<{ id: number; heading: string | null; text: string | null }>, 'section' | 'edit' | 'root'>) {
  const [locations, settings, t, intl] = await Promise.all([
    shownLocations(),
    getSiteSettings().catch(() => null),
    getTranslations('Maps'),
    islandIntl('Maps'),
  ]);
  const view = initialView(locations, settings);
  const titleId = `locations-${section.id}-title`;
  const heading = section.heading?.trim() || t('heading');
  const provider = mapProviderConfig();
  return (
    <section className="container section" aria-labelledby={titleId} {...root} {...editable(edit(['heading', 'text']))}>
      <h2 id={titleId} {...editable(edit(['heading']))}>
        {heading}
      </h2>
      {section.text && <p {...editable(edit(['text']))}>{section.text}</p>}
      <LocationsMap
        locationsJson={JSON.stringify(locations)}
        provider={provider}
        source={mapSourceName(provider)}
        center={view.center}
        zoom={view.zoom}
        fit={view.fit}
        label={heading}
        idPrefix={`locations-${section.id}`}
        intl={intl}
      />
    </section>
  );
}
