/** Locations on a map (MapLibre GL or Google Maps) with address search and marker clustering. */
export { LocationsSection, shownLocations } from './LocationsSection';
export { addressLine, type MapLocation } from './locations';
