import { demo } from './demo.js';
import { defineSection, type SectionField, type ValuesOf } from '../../definition.js';

const fields = [{ name: 'text', kind: 'text', search: true }] as const satisfies readonly SectionField[];

export type LocationsValues = ValuesOf<typeof fields>;

export const locations = defineSection({
  key: 'locations',
  label: 'Locations map',
  icon: 'map',
  description: 'A map of the locations with address search',
  heading: { note: "Empty: the map's own heading" },
  fields,
  demo,
  markdown: (section: LocationsValues, kit) => kit.locations(section.heading, section.text),
  component: () => import('./Locations.js'),
});
