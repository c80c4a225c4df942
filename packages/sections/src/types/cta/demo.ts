import type { SectionDemo } from '../../definition.js';

export const demo: SectionDemo = {
  en: {
    heading: 'Lay your first mosaic this weekend',
    text: 'Small groups, every tool and tile provided, and you take your piece home the same day.',
    primary_label: 'Book a workshop',
    primary_url: '/contact',
    secondary_label: 'Find a studio',
    secondary_url: '/locations',
  },
  de: {
    heading: 'Ihr erstes Mosaik – schon dieses Wochenende',
    text: 'Kleine Gruppen, Werkzeug und Steine sind gestellt, und Ihr Stück nehmen Sie noch am selben Tag mit nach Hause.',
    primary_label: 'Workshop buchen',
    primary_url: '/de/kontakt',
    secondary_label: 'Studio finden',
    secondary_url: '/de/studios',
  },
  ar: {
    heading: 'اصنع أول فسيفساء لك في عطلة هذا الأسبوع',
    text: 'مجموعات صغيرة، وكل الأدوات والقطع متوفرة، وتأخذ عملك معك إلى البيت في اليوم نفسه.',
    primary_label: 'احجز ورشة',
    primary_url: '/ar/ittasil-bina',
    secondary_label: 'ابحث عن استوديو',
    secondary_url: '/ar/al-istudiyuhat',
  },
};
