import type { SectionDemo } from '../../definition.js';

export const demo: SectionDemo = {
  en: { heading: 'Latest posts', limit: 3 },
  de: { heading: 'Neueste Beiträge', limit: 3 },
  ar: { heading: 'أحدث المقالات', limit: 3 },
};
