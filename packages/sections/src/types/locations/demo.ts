import type { SectionDemo } from '../../definition.js';

export const demo: SectionDemo = {
  en: { heading: 'Studios on the map', text: 'Search for an address to see the nearest studios.' },
  de: { heading: 'Studios auf der Karte', text: 'Suchen Sie nach einer Adresse, um die nächsten Studios zu sehen.' },
  ar: { heading: 'الاستوديوهات على الخريطة', text: 'ابحث عن عنوان لترى أقرب الاستوديوهات.' },
};
