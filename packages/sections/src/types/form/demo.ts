import type { SectionDemo } from '../../definition.js';

export const demo: SectionDemo = {
  en: { heading: 'A form', form: 'Contact us' },
  de: { heading: 'Ein Formular', form: 'Kontakt' },
  ar: { heading: 'نموذج', form: 'اتصل بنا' },
};
