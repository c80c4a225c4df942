// The journal's demo categories and authors, in English (the default language), German and Arabic.

export const categories = [
  {
    slug: 'techniques',
    name: 'Techniques',
    description: 'How the work is done: cutting, setting, grouting and the lines that hold a picture together.',
    translations: [
      {
        language: 'de',
        name: 'Techniken',
        description: 'Wie die Arbeit gemacht wird: schneiden, setzen, verfugen und die Linien, die ein Bild zusammenhalten.',
      },
      { language: 'ar', name: 'تقنيات', description: 'كيف يُنجز العمل: القطع والرصّ والتجصيص والخطوط التي تمسك الصورة.' },
    ],
  },
  {
    slug: 'materials',
    name: 'Materials',
    description: 'Glass, smalti, stone, glazes and the tools that cut them.',
    translations: [
      { language: 'de', name: 'Materialien', description: 'Glas, Smalten, Stein, Glasuren und die Werkzeuge, die sie schneiden.' },
      { language: 'ar', name: 'مواد', description: 'الزجاج والسمالتي والحجر والطلاءات والأدوات التي تقطعها.' },
    ],
  },
  {
    slug: 'studio-life',
    name: 'Studio life',
    description: 'News, open benches and weekly notes from our studios.',
    translations: [
      { language: 'de', name: 'Studioleben', description: 'Neuigkeiten, offene Werkbänke und Wochennotizen aus unseren Studios.' },
      { language: 'ar', name: 'حياة الاستوديو', description: 'أخبار وطاولات مفتوحة وملاحظات أسبوعية من استوديوهاتنا.' },
    ],
  },
];

/** Each demo post's category, by the default language's slug; its translations share it, studio notes are studio life. */
/** @type {Record<string, string>} */
export const postCategories = {
  'two-films-about-the-craft': 'studio-life',
  'choosing-your-first-nippers': 'materials',
  'grout-is-part-of-the-picture': 'techniques',
  'the-andamento-of-a-line': 'techniques',
  'a-week-of-open-benches': 'studio-life',
  'caring-for-outdoor-mosaics': 'techniques',
  'smalti-a-short-history': 'materials',
  'planning-a-design-on-paper': 'techniques',
  'glaze-chemistry-for-beginners': 'materials',
  'studio-opening-in-porto': 'studio-life',
  'mosaics-and-light': 'techniques',
  'tools-for-the-first-month': 'materials',
  'winter-programme-draft': 'studio-life',
};
export const DEFAULT_POST_CATEGORY = 'studio-life';

/**
 * @param {string} en
 * @param {string} de
 * @param {string} ar
 */
const bio = (en, de, ar) => ({
  bio: en,
  translations: [
    { language: 'de', bio: de },
    { language: 'ar', bio: ar },
  ],
});

/** The demo posts' authors, by the name the posts carry in the default language. */
/** @param {import('./images.mjs').DemoFiles} img */
export const authors = (img) => [
  {
    name: 'Giulia Ferri',
    slug: 'giulia-ferri',
    photo: img.studio.id,
    ...bio(
      'Runs the Ravenna studio and has set smalti for thirty years.',
      'Leitet das Studio in Ravenna und setzt seit dreißig Jahren Smalten.',
      'تدير استوديو رافينا وترصّ السمالتي منذ ثلاثين عامًا.',
    ),
    links: [{ label: 'Ravenna studio', url: 'https://ravenna.tessera.example' }],
  },
  {
    name: 'Tom Okafor',
    slug: 'tom-okafor',
    photo: img.tiles.id,
    ...bio(
      'Teaches the beginners’ classes in London and tests every tool before we sell it.',
      'Unterrichtet die Einsteigerkurse in London und prüft jedes Werkzeug, bevor wir es verkaufen.',
      'يدرّس دروس المبتدئين في لندن ويجرّب كل أداة قبل أن نبيعها.',
    ),
    links: [{ label: 'Tom on Mastodon', url: 'https://mastodon.example/@tom' }],
  },
  {
    name: 'Ana Sousa',
    slug: 'ana-sousa',
    photo: img.grout.id,
    ...bio(
      'Opened the Porto studio; writes about grout, design and azulejos.',
      'Hat das Studio in Porto eröffnet; schreibt über Fugen, Entwurf und Azulejos.',
      'افتتحت استوديو بورتو؛ تكتب عن الجص والتصميم والأزوليجو.',
    ),
    links: [],
  },
  {
    name: 'Lena Vogel',
    slug: 'lena-vogel',
    photo: img.kiln.id,
    ...bio(
      'Ceramicist in Berlin, in charge of the kilns and the glaze recipes.',
      'Keramikerin in Berlin, zuständig für die Brennöfen und die Glasurrezepte.',
      'خزّافة في برلين، مسؤولة عن الأفران ووصفات الطلاء.',
    ),
    links: [{ label: 'Website', url: 'https://lena.example' }],
  },
  {
    name: 'The studio team',
    slug: 'the-studio-team',
    photo: img.studio.id,
    ...bio(
      'Notes from all ten studios, written by whoever was at the bench that week.',
      'Notizen aus allen zehn Studios, geschrieben von dem, der in der Woche an der Werkbank stand.',
      'ملاحظات من الاستوديوهات العشرة، يكتبها من كان على الطاولة ذلك الأسبوع.',
    ),
    links: [],
  },
];
