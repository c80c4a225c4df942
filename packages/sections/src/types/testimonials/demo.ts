import type { SectionDemo } from '../../definition.js';

export const demo: SectionDemo = {
  en: {
    heading: 'What our students say',
    items: [
      {
        quote: 'I came for one weekend and stayed for a year. The patience of the teachers is contagious.',
        name: 'Marta Rossi',
        role: 'Course participant, Ravenna',
        photo: 'workshop',
      },
      {
        quote: 'Our kitchen splashback is the first thing every guest asks about.',
        name: 'Jonas Weber',
        role: 'Commissioned a panel',
      },
      {
        quote: 'Cutting glass by hand taught me to slow down. I did not expect that from a hobby.',
        name: 'Layla Haddad',
        role: 'Evening class, Berlin',
      },
    ],
  },
  de: {
    heading: 'Das sagen unsere Teilnehmenden',
    items: [
      {
        quote: 'Ich kam für ein Wochenende und bin ein Jahr geblieben. Die Geduld der Lehrenden steckt an.',
        name: 'Marta Rossi',
        role: 'Kursteilnehmerin, Ravenna',
        photo: 'workshop',
      },
      {
        quote: 'Nach unserem Fliesenspiegel in der Küche fragt jeder Gast als Erstes.',
        name: 'Jonas Weber',
        role: 'Hat ein Wandbild in Auftrag gegeben',
      },
      {
        quote: 'Glas von Hand zu schneiden hat mich gelehrt, langsamer zu werden. Das hätte ich von einem Hobby nicht erwartet.',
        name: 'Layla Haddad',
        role: 'Abendkurs, Berlin',
      },
    ],
  },
  ar: {
    heading: 'ماذا يقول طلابنا',
    items: [
      {
        quote: 'جئت لعطلة نهاية أسبوع واحدة وبقيت عامًا كاملًا. صبر المعلمين معدٍ.',
        name: 'مارتا روسي',
        role: 'مشاركة في دورة، رافينا',
        photo: 'workshop',
      },
      {
        quote: 'أول ما يسأل عنه كل ضيف هو جدار المطبخ الفسيفسائي.',
        name: 'يوناس فيبر',
        role: 'طلب لوحة خاصة',
      },
      {
        quote: 'علّمني قصّ الزجاج باليد أن أتمهّل، ولم أتوقع ذلك من هواية.',
        name: 'ليلى حداد',
        role: 'دورة مسائية، برلين',
      },
    ],
  },
};
