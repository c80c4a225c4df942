import type { SectionProps } from '../../kit.js';
import type { LocationsValues } from './definition.js';
/** Every location on a map and in a list: the site's island. */
export default function Locations({ section, kit, edit, root, isFirst }: SectionProps<LocationsValues>): import("react").JSX.Element;
