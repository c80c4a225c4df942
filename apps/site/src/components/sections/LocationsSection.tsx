import type { IslandProps } from '@tessera/sections';
import { LocationsSection as LocationsMapSection, shownLocations } from '@/features/maps';
import { placeNode } from '@/features/seo/json-ld';
import { JsonLd } from '@/features/seo/JsonLd';

/** The locations section's island, and each location as structured data (a LocalBusiness with its address and coordinates). */
export async function LocationsSection(props: IslandProps<{ id: number; heading: string | null; text: string | null }>) {
  const locations = await shownLocations();
  return (
    <>
      <LocationsMapSection {...props} />
      {locations.length > 0 && <JsonLd data={locations.map((location) => placeNode(location))} />}
    </>
  );
}
