import { LocationsSection as LocationsMapSection, shownLocations } from '@/features/maps';
import { placeNode } from '@/features/seo/json-ld';
import { JsonLd } from '@/features/seo/JsonLd';
import type { LocationsSection as LocationsSectionItem } from '@/lib/content';

/** The locations section, and each location as structured data (a LocalBusiness with its address and coordinates). */
export async function LocationsSection({ section }: { section: LocationsSectionItem }) {
  const locations = await shownLocations();
  return (
    <>
      <LocationsMapSection section={section} />
      {locations.length > 0 && <JsonLd data={locations.map((location) => placeNode(location))} />}
    </>
  );
}
