import type { SectionProps } from '../../kit.js';
import type { LocationsValues } from './definition.js';

/** Every location on a map and in a list: the site's island. */
export default function Locations({ section, kit, edit, root, isFirst }: SectionProps<LocationsValues>) {
  const { Locations: Map } = kit.islands;
  return <Map section={section} edit={edit} root={root} isFirst={isFirst} />;
}
