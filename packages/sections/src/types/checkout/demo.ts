import type { SectionDemo } from '../../definition.js';

export const demo: SectionDemo = {
  en: { heading: 'A checkout', product: 'starter-mosaic-kit' },
  de: { heading: 'Ein Kauf', product: 'starter-mosaic-kit' },
  ar: { heading: 'شراء', product: 'starter-mosaic-kit' },
};
