import { defineSection } from '../../definition.js';
const fields = [{ name: 'text', kind: 'text', search: true }];
export const locations = defineSection({
    key: 'locations',
    label: 'Locations map',
    icon: 'map',
    description: 'A map of the locations with address search',
    heading: { note: "Empty: the map's own heading" },
    fields,
    markdown: (section, kit) => kit.locations(section.heading, section.text),
    component: () => import('./Locations.js'),
});
