import type { SectionDemo } from '../../definition.js';

export const demo: SectionDemo = {
  en: {
    heading: 'From the studios',
    images: [
      { image: 'glass', alt: 'Jars of smalti glass sorted by colour on a shelf', caption: 'Smalti, sorted by colour' },
      { image: 'tiles', alt: 'Hand-cut green ceramic tiles laid out on a board', caption: 'Tiles cut by hand' },
      { image: 'grout', alt: 'A finished panel being grouted with a rubber float', caption: 'Grouting day' },
      { image: 'kiln', alt: 'Glazed pieces cooling on a kiln shelf', caption: 'Out of the kiln' },
    ],
  },
  de: {
    heading: 'Aus den Studios',
    images: [
      { image: 'glass', alt: 'Gläser mit Smalten, nach Farben sortiert im Regal', caption: 'Smalten, nach Farben sortiert' },
      { image: 'tiles', alt: 'Handgeschnittene grüne Keramikfliesen auf einem Brett', caption: 'Von Hand geschnitten' },
      { image: 'grout', alt: 'Ein fertiges Bild wird mit dem Gummispachtel verfugt', caption: 'Heute wird verfugt' },
      { image: 'kiln', alt: 'Glasierte Stücke kühlen auf der Ofenplatte ab', caption: 'Frisch aus dem Brennofen' },
    ],
  },
  ar: {
    heading: 'من مراسمنا',
    images: [
      { image: 'glass', alt: 'برطمانات من زجاج السمالتي مرتبة حسب اللون على رف', caption: 'زجاج السمالتي مرتبًا حسب اللون' },
      { image: 'tiles', alt: 'بلاطات خزفية خضراء مقطوعة يدويًا على لوح', caption: 'بلاط مقطوع باليد' },
      { image: 'grout', alt: 'لوحة مكتملة تُملأ فواصلها بمسطرين مطاطي', caption: 'يوم ملء الفواصل' },
      { image: 'kiln', alt: 'قطع مزججة تبرد على رف الفرن', caption: 'خارجة لتوّها من الفرن' },
    ],
  },
};
