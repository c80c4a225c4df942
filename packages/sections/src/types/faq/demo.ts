import type { SectionDemo } from '../../definition.js';

export const demo: SectionDemo = {
  en: {
    heading: 'Questions we are often asked',
    items: [
      {
        question: 'Do I need any experience?',
        answer: 'None at all. The first hour is about holding the nippers and cutting clean lines; everything else follows from there.',
      },
      {
        question: 'What should I wear?',
        answer: 'Closed shoes and clothes that may get a little grout on them.\n\nWe lend aprons and safety glasses.',
      },
      {
        question: 'Can I cancel a booking?',
        answer: 'Yes, free of charge up to 48 hours before the class. After that we will gladly move you to another date.',
      },
    ],
  },
  de: {
    heading: 'Häufige Fragen',
    items: [
      {
        question: 'Brauche ich Vorkenntnisse?',
        answer:
          'Überhaupt nicht. In der ersten Stunde lernen Sie, die Zange zu halten und saubere Kanten zu schneiden – alles andere ergibt sich.',
      },
      {
        question: 'Was ziehe ich am besten an?',
        answer: 'Geschlossene Schuhe und Kleidung, die etwas Fugenmasse abbekommen darf.\n\nSchürzen und Schutzbrillen leihen wir Ihnen.',
      },
      {
        question: 'Kann ich eine Buchung stornieren?',
        answer: 'Ja, bis 48 Stunden vor dem Kurs kostenlos. Danach buchen wir Sie gern auf einen anderen Termin um.',
      },
    ],
  },
  ar: {
    heading: 'أسئلة تصلنا كثيرًا',
    items: [
      {
        question: 'هل أحتاج إلى خبرة سابقة؟',
        answer: 'إطلاقًا. في الساعة الأولى تتعلم الإمساك بالقطّاعة وقصّ حواف نظيفة، وكل ما بعد ذلك يأتي بسهولة.',
      },
      {
        question: 'ماذا ألبس؟',
        answer: 'حذاءً مغلقًا وملابس لا بأس أن يصيبها شيء من مادة الترويب.\n\nنوفّر لك المريلة ونظارات الحماية.',
      },
      {
        question: 'هل يمكنني إلغاء الحجز؟',
        answer: 'نعم، مجانًا حتى 48 ساعة قبل موعد الورشة. وبعد ذلك يسعدنا نقل حجزك إلى موعد آخر.',
      },
    ],
  },
};
