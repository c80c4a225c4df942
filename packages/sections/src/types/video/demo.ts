import type { SectionDemo } from '../../definition.js';

export const demo: SectionDemo = {
  en: {
    heading: 'Watch us work',
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    caption: 'A morning at the Ravenna studio',
  },
  de: {
    heading: 'Uns bei der Arbeit zusehen',
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    caption: 'Ein Vormittag im Studio in Ravenna',
  },
  ar: {
    heading: 'شاهدونا ونحن نعمل',
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    caption: 'صباح في مرسم رافينا',
  },
};
