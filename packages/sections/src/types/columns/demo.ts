import type { SectionDemo } from '../../definition.js';

/** A column's Block Editor document: a small heading and a paragraph. */
const column = (id: string, heading: string, text: string) => ({
  time: 1,
  version: '2.31.0',
  blocks: [
    { id: `${id}-h`, type: 'header', data: { text: heading, level: 3 } },
    { id: `${id}-p`, type: 'paragraph', data: { text } },
  ],
});

export const demo: SectionDemo = {
  en: {
    heading: 'How a workshop goes',
    count: 3,
    first: column('c1', 'Design', 'Sketch your motif on paper, then choose <b>six colours</b> of glass from the studio wall.'),
    second: column('c2', 'Cut and set', 'Shape each tessera with the nippers and set it in adhesive, following the lines of your drawing.'),
    third: column('c3', 'Grout', 'On the second day, grout binds the picture together. Clean it, polish it and take it home.'),
  },
  de: {
    heading: 'So läuft ein Workshop ab',
    count: 3,
    first: column(
      'c1',
      'Entwerfen',
      'Skizzieren Sie Ihr Motiv auf Papier und wählen Sie dann <b>sechs Glasfarben</b> aus dem Regal des Studios.',
    ),
    second: column(
      'c2',
      'Schneiden und setzen',
      'Jeder Stein wird mit der Zange in Form gebracht und entlang Ihrer Zeichnung in den Kleber gesetzt.',
    ),
    third: column(
      'c3',
      'Verfugen',
      'Am zweiten Tag hält die Fugenmasse das Bild zusammen. Reinigen, polieren – und mit nach Hause nehmen.',
    ),
  },
  ar: {
    heading: 'كيف تسير الورشة',
    count: 3,
    first: column('c1', 'التصميم', 'ارسم فكرتك على الورق، ثم اختر <b>ستة ألوان</b> من الزجاج من رفوف الاستوديو.'),
    second: column('c2', 'القصّ والتركيب', 'شكّل كل قطعة بالقطّاعة وثبّتها في اللاصق متتبعًا خطوط رسمك.'),
    third: column('c3', 'الترويب', 'في اليوم الثاني تجمع مادة الترويب أجزاء اللوحة. نظّفها ولمّعها وخذها معك إلى البيت.'),
  },
};
