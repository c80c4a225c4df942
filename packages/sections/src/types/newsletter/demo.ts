import type { SectionDemo } from '../../definition.js';

export const demo: SectionDemo = {
  en: {
    heading: 'News from the studio',
    text: 'Once a month: new work, open studio days and the courses of the coming season. No advertising, and you can leave with one click.',
  },
  de: {
    heading: 'Neues aus dem Atelier',
    text: 'Einmal im Monat: neue Arbeiten, Tage der offenen Werkstatt und die Kurse der kommenden Saison. Keine Werbung, und abbestellen können Sie jederzeit mit einem Klick.',
  },
  ar: {
    heading: 'أخبار المرسم',
    text: 'مرة في الشهر: أعمال جديدة، وأيام المرسم المفتوح، ودورات الموسم القادم. بلا إعلانات، ويمكنك إلغاء الاشتراك بنقرة واحدة.',
  },
};
