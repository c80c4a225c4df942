import type { SectionDemo } from '../../definition.js';

export const demo: SectionDemo = {
  en: {
    heading: 'Ways to start',
    cards: [
      { title: 'Weekend workshop', text: 'Two days, one finished piece, all tools provided.', url: '/shop', image: 'workshop' },
      { title: 'Starter kit', text: 'Glass, tiles, adhesive and a pattern to work on at home.', url: '/shop', image: 'kit' },
      { title: 'Visit a studio', text: 'Drop in, look around and meet the people who teach.', url: '/locations', image: 'studio' },
    ],
  },
  de: {
    heading: 'So fangen Sie an',
    cards: [
      { title: 'Wochenendkurs', text: 'Zwei Tage, ein fertiges Stück, Werkzeug inklusive.', url: '/de/shop', image: 'workshop' },
      { title: 'Einsteigerset', text: 'Glas, Fliesen, Kleber und eine Vorlage für zu Hause.', url: '/de/shop', image: 'kit' },
      { title: 'Ein Studio besuchen', text: 'Vorbeikommen, umsehen und die Lehrenden kennenlernen.', url: '/de/studios', image: 'studio' },
    ],
  },
  ar: {
    heading: 'طرق للبدء',
    cards: [
      { title: 'ورشة نهاية الأسبوع', text: 'يومان وقطعة مكتملة، مع كل الأدوات.', url: '/ar/shop', image: 'workshop' },
      { title: 'عدة المبتدئين', text: 'زجاج وبلاط ولاصق ونموذج للعمل في البيت.', url: '/ar/shop', image: 'kit' },
      { title: 'زيارة مرسم', text: 'تعالوا وتجولوا وتعرفوا على المعلمين.', url: '/ar/al-istudiyuhat', image: 'studio' },
    ],
  },
};
