import type { SectionDemo } from '../../definition.js';

export const demo: SectionDemo = {
  en: {
    heading: 'Every section, one page',
    text: 'This page shows each kind of section the page builder offers, as editors set them up in Directus.',
    image: 'studio',
    cta_label: 'Visit a studio',
    cta_url: '/locations',
  },
  de: {
    heading: 'Alle Abschnitte auf einer Seite',
    text: 'Diese Seite zeigt jede Art von Abschnitt, die der Seitenbaukasten bietet, so wie Redakteure sie in Directus anlegen.',
    image: 'studio',
    cta_label: 'Ein Studio besuchen',
    cta_url: '/de/studios',
  },
  ar: {
    heading: 'كل الأقسام في صفحة واحدة',
    text: 'تعرض هذه الصفحة كل نوع من الأقسام التي يقدمها منشئ الصفحات، كما يعدّها المحررون في Directus.',
    image: 'studio',
    cta_label: 'زر استوديو',
    cta_url: '/ar/al-istudiyuhat',
  },
};
