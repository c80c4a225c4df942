import { DEMO_VIMEO_ID, DEMO_YOUTUBE_ID } from './content.mjs';
import { checklist, doc, h, image, list, p, quote, table, vimeo, youtube } from './blocks.mjs';

/** @typedef {import('./images.mjs').DemoFiles} DemoFiles */
/** @typedef {{ original: string, language: string }} Translation what it translates (the English item's natural key) and into which language */

/**
 * The demo in German and Arabic (right to left): the languages, the small texts of navigation,
 * settings, products and studios, and the translated pages, posts and form. A few texts are left
 * untranslated on purpose, so that the fallbacks show: the Arabic gift card and members' corner,
 * and most journal posts (the journal of each language lists its own).
 */
export const languages = [
  { code: 'en', name: 'English', direction: 'ltr', sort: 1 },
  { code: 'de', name: 'Deutsch', direction: 'ltr', sort: 2 },
  { code: 'ar', name: 'العربية', direction: 'rtl', sort: 3 },
];

export const siteSettingsTranslations = [
  {
    language: 'de',
    site_name: 'Tessera Studios',
    tagline: 'Mosaik- und Keramikstudios in zehn Ländern',
    seo_title_template: '%s · Tessera Studios',
    seo_description: 'Offene Mosaik- und Keramikstudios mit Kursen für Anfänger, Material und einem Journal über das Handwerk.',
  },
  {
    language: 'ar',
    site_name: 'استوديوهات تيسيرا',
    tagline: 'استوديوهات للفسيفساء والخزف في عشرة بلدان',
    seo_title_template: '%s · استوديوهات تيسيرا',
    seo_description: 'استوديوهات مفتوحة للفسيفساء والخزف، فيها دروس للمبتدئين ومواد ومجلة عن الحرفة.',
  },
];

/**
 * Navigation labels by the English label.
 * @type {Record<string, Record<string, string>>}
 */
export const navigationTranslations = {
  Home: { de: 'Start', ar: 'الرئيسية' },
  About: { de: 'Über uns', ar: 'من نحن' },
  Journal: { de: 'Journal', ar: 'المجلة' },
  Studios: { de: 'Studios', ar: 'الاستوديوهات' },
  Shop: { de: 'Shop', ar: 'المتجر' },
  Contact: { de: 'Kontakt', ar: 'اتصل بنا' },
};

/**
 * Product names and descriptions by slug; the gift card stays English in Arabic.
 * @type {Record<string, { language: string, name: string, description: string }[]>}
 */
export const productTranslations = {
  'starter-mosaic-kit': [
    {
      language: 'de',
      name: 'Mosaik-Starterset',
      description:
        'Alles für eine erste Tafel von 20 × 20 cm: 400 Glassteine in sechs Farben, eine Radzange, Kleber, Fugenmasse und eine gedruckte Anleitung.',
    },
    {
      language: 'ar',
      name: 'طقم الفسيفساء للمبتدئين',
      description: 'كل ما تحتاجه للوحة أولى بقياس 20 × 20 سم: 400 قطعة زجاج بستة ألوان، وقطّاعة بعجلتين، ولاصق، وجص، ودليل مطبوع.',
    },
  ],
  'weekend-workshop': [
    {
      language: 'de',
      name: 'Wochenend-Workshop',
      description:
        'Zwei Tage in einem Tessera-Studio: ein eigenes Mosaik entwerfen, schneiden und verfugen. Material, Werkzeug und Mittagessen inklusive.',
    },
    {
      language: 'ar',
      name: 'ورشة نهاية الأسبوع',
      description: 'يومان في أي استوديو من استوديوهات تيسيرا: صمّم فسيفساءك الخاصة واقطعها وأتمّ حشوها. المواد والأدوات والغداء مشمولة.',
    },
  ],
  'gift-card': [
    {
      language: 'de',
      name: 'Geschenkkarte',
      description: 'Zwei Jahre lang gültig für Kurse, Workshops und Material in jedem Studio.',
    },
  ],
};

/** @param {string} hours */
const hoursInGerman = (hours) =>
  hours
    .replaceAll('Mon', 'Mo')
    .replaceAll('Tue', 'Di')
    .replaceAll('Wed', 'Mi')
    .replaceAll('Thu', 'Do')
    .replaceAll('Fri', 'Fr')
    .replaceAll('Sat', 'Sa')
    .replaceAll('Sun', 'So')
    .replaceAll('closed', 'geschlossen');
const arabicDays = { Mon: 'الاثنين', Tue: 'الثلاثاء', Wed: 'الأربعاء', Thu: 'الخميس', Fri: 'الجمعة', Sat: 'السبت', Sun: 'الأحد' };
/** @param {string} hours */
const hoursInArabic = (hours) =>
  hours
    .replace(/Mon|Tue|Wed|Thu|Fri|Sat|Sun/g, (day) => arabicDays[/** @type {keyof typeof arabicDays} */ (day)])
    .replaceAll('closed', 'مغلق')
    .replaceAll('–', ' إلى ');

/**
 * A studio's opening hours and description in German and Arabic; its name is a proper name and stays.
 * @param {{ opening_hours: string | null }} location
 */
export const locationTranslations = (location) => [
  {
    language: 'de',
    opening_hours: location.opening_hours ? hoursInGerman(location.opening_hours) : null,
    description: 'Offenes Studio mit Drehscheiben und Mosaikplätzen, Abendkursen und einem kleinen Laden für Fliesen, Glas und Werkzeug.',
  },
  {
    language: 'ar',
    opening_hours: location.opening_hours ? hoursInArabic(location.opening_hours) : null,
    description: 'استوديو مفتوح فيه دواليب خزف وطاولات للفسيفساء ودروس مسائية ومتجر صغير للبلاط والزجاج والأدوات.',
  },
];

/** The contact form in German and Arabic, each naming the English form it translates. */
export const forms = [
  {
    original: 'Contact us',
    language: 'de',
    title: 'Kontakt',
    submit_label: 'Nachricht senden',
    success_message: 'Vielen Dank – eine Studioleitung antwortet Ihnen innerhalb von zwei Werktagen.',
    notify: ['studio@tessera.example.com'],
    confirmation_message:
      'Vielen Dank für Ihre Nachricht an Tessera. Sie ist bei uns angekommen, und eine Studioleitung antwortet Ihnen innerhalb von zwei Werktagen.',
    fields: [
      { name: 'name', label: 'Ihr Name', type: 'text', required: true },
      { name: 'email', label: 'E-Mail', type: 'email', required: true },
      { name: 'writing_as', label: 'Ich schreibe als', type: 'select', required: false, options: ['Privatperson', 'Unternehmen'] },
      { name: 'company', label: 'Firma', type: 'text', required: true, show_when_field: 'writing_as', show_when_value: 'Unternehmen' },
      { name: 'phone', label: 'Telefon', type: 'phone', required: false, help_text: 'Falls wir Sie lieber zurückrufen sollen' },
      {
        name: 'topic',
        label: 'Thema',
        type: 'select',
        required: true,
        options: ['Kurse', 'Private Feiern', 'Bestellungen', 'Etwas anderes'],
      },
      { name: 'message', label: 'Nachricht', type: 'textarea', required: true },
      {
        name: 'attachment',
        label: 'Anhang',
        type: 'file',
        required: false,
        help_text: 'Etwa ein Plan oder ein Angebot.',
        file_types: ['pdf'],
        max_size_mb: 5,
      },
      { name: 'newsletter', label: 'Schicken Sie mir den monatlichen Studiobrief', type: 'checkbox', required: false },
    ],
  },
  {
    original: 'Contact us',
    language: 'ar',
    title: 'اتصل بنا',
    submit_label: 'أرسل الرسالة',
    success_message: 'شكرًا لك، سيرد عليك مدير الاستوديو خلال يومي عمل.',
    notify: ['studio@tessera.example.com'],
    confirmation_message: 'شكرًا لمراسلتك تيسيرا. وصلتنا رسالتك، وسيرد عليك مدير الاستوديو خلال يومي عمل.',
    fields: [
      { name: 'name', label: 'اسمك', type: 'text', required: true },
      { name: 'email', label: 'البريد الإلكتروني', type: 'email', required: true },
      { name: 'writing_as', label: 'أكتب بصفتي', type: 'select', required: false, options: ['فردًا', 'شركة'] },
      { name: 'company', label: 'الشركة', type: 'text', required: true, show_when_field: 'writing_as', show_when_value: 'شركة' },
      { name: 'phone', label: 'الهاتف', type: 'phone', required: false, help_text: 'إن كنت تفضّل أن نتصل بك' },
      { name: 'topic', label: 'الموضوع', type: 'select', required: true, options: ['الدروس', 'المناسبات الخاصة', 'الطلبات', 'أمر آخر'] },
      { name: 'message', label: 'الرسالة', type: 'textarea', required: true },
      {
        name: 'attachment',
        label: 'مرفق',
        type: 'file',
        required: false,
        help_text: 'مثل مخطط أو عرض سعر.',
        file_types: ['pdf'],
        max_size_mb: 5,
      },
      { name: 'newsletter', label: 'أرسلوا لي رسالة الاستوديو الشهرية', type: 'checkbox', required: false },
    ],
  },
];

/**
 * Pages in German and Arabic: `original` is the English page's slug; sections as in content.pages.
 * @param {DemoFiles} img
 * @returns {(import('./content.mjs').DemoPage & Translation)[]}
 */
export const pages = (img) => [
  {
    original: '',
    language: 'de',
    slug: '',
    title: 'Start',
    status: 'published',
    seo_description: 'Offene Mosaik- und Keramikstudios in zehn Ländern: Kurse für Anfänger, Material und ein Journal über das Handwerk.',
    sections: [
      [
        'hero',
        {
          heading: 'Etwas schaffen, das bleibt',
          text: 'Tessera betreibt offene Studios für Mosaik und Keramik. Kommen Sie vorbei, besuchen Sie einen Kurs oder mieten Sie einen Platz für den Nachmittag.',
          image: 'hero',
          cta_label: 'Ein Studio finden',
          cta_url: '/de/studios',
        },
      ],
      [
        'rich_text',
        {
          heading: 'Kleine Steine, ganze Bilder',
          content: doc(
            p(
              'Eine <b>Tessera</b> ist ein einzelnes Stück eines Mosaiks: ein Quadrat aus Glas, Stein oder glasiertem Ton. Für sich ist es fast nichts. Neben einigen tausend anderen wird es zu einem Boden, der fünfzehn Jahrhunderte hält.',
            ),
            list('unordered', [
              'Jede Woche Anfängerkurse in kleinen Gruppen',
              'Offene Arbeitsplätze mit allem Werkzeug',
              'Material im Glas statt in der Kiste',
            ]),
          ),
        },
      ],
      ['posts', { heading: 'Aus dem Journal', limit: 3 }],
    ],
  },
  {
    original: 'about',
    language: 'de',
    slug: 'ueber-uns',
    title: 'Über uns',
    status: 'published',
    seo_description: 'Wie aus einem Studio in Ravenna ein Netz offener Werkstätten wurde.',
    sections: [
      [
        'rich_text',
        {
          heading: 'Unsere Geschichte',
          content: doc(
            p(
              'Tessera begann 2009 mit einem gemieteten Raum nahe der Basilika San Vitale in Ravenna, wo zwei Restauratorinnen allen, die fragten, Abendkurse gaben.',
            ),
            quote(
              'Talent braucht man nicht. Man braucht eine Zange, Geduld und jemanden, der den ersten Schnitt zeigt.',
              'Giulia Ferri, Mitgründerin',
            ),
            image(img.studio, 'Arbeitsplätze im ersten Studio in Ravenna'),
            h(3, 'Woran wir glauben'),
            list('ordered', [
              'Handwerk lernt man durch Tun, neben Menschen, die es können.',
              'Gutes Material darf kein Luxus sein.',
              'Studios sollen offen sein: für Anfänger, für Nachbarn und für neue Ideen.',
            ]),
            youtube(DEMO_YOUTUBE_ID, 'Ein kurzer Film aus unserem Studio in Ravenna'),
          ),
        },
      ],
    ],
  },
  {
    original: 'locations',
    language: 'de',
    slug: 'studios',
    title: 'Ein Studio finden',
    status: 'published',
    seo_description: 'Alle Tessera-Studios auf einer Karte, mit Öffnungszeiten, Adressen und Wegbeschreibung.',
    sections: [
      [
        'locations',
        {
          heading: 'Ein Studio in Ihrer Nähe',
          text: 'Suchen Sie nach einer Adresse oder nutzen Sie Ihren Standort, um die nächsten Studios zu sehen.',
        },
      ],
    ],
  },
  {
    original: 'contact',
    language: 'de',
    slug: 'kontakt',
    title: 'Kontakt',
    status: 'published',
    seo_description: 'Fragen zu Kursen, privaten Feiern oder einer Bestellung.',
    sections: [
      [
        'rich_text',
        {
          heading: 'Schreiben Sie uns',
          content: doc(p('Fragen zu Kursen, privaten Feiern oder einer Bestellung? Schreiben Sie uns, das nächste Studio antwortet.')),
        },
      ],
      ['form', { heading: 'Eine Nachricht senden', form: 'Kontakt' }],
    ],
  },
  {
    original: 'shop',
    language: 'de',
    slug: 'shop',
    title: 'Shop',
    status: 'published',
    seo_description: 'Mosaik-Sets, Workshop-Plätze und Geschenkkarten.',
    sections: [
      [
        'rich_text',
        {
          heading: 'Das Studio für zu Hause',
          content: doc(p('Sets, Workshop-Plätze und Geschenkkarten, sicher mit Karte bezahlt.')),
        },
      ],
      ['checkout', { heading: 'Mosaik-Starterset', product: 'starter-mosaic-kit' }],
      ['checkout', { heading: 'Wochenend-Workshop', product: 'weekend-workshop' }],
    ],
  },
  {
    original: 'open-day',
    language: 'de',
    slug: 'tag-der-offenen-tuer',
    title: 'Tag der offenen Tür',
    status: 'published',
    seo_description:
      'An einem Samstag im Monat öffnet jedes Studio seine Türen: Werkzeug ausprobieren, Lehrende treffen, einen ersten Kurs buchen.',
    sections: [
      [
        'hero',
        {
          heading: 'Tag der offenen Tür, jeden ersten Samstag',
          text: 'Jedes Studio ist von zehn bis sechzehn Uhr offen. Probieren Sie die Zange, sehen Sie einem Brand zu und buchen Sie gleich einen ersten Kurs.',
          image: 'studio',
          cta_label: 'Nach dem nächsten Termin fragen',
          cta_url: '/de/kontakt',
        },
      ],
      [
        'rich_text',
        {
          heading: 'Was an dem Tag passiert',
          content: doc(
            p(
              'Jede Stunde gibt es kurze Vorführungen. Bringen Sie ein Foto mit, aus dem ein Mosaik werden soll, und wir skizzieren mit Ihnen einen Plan.',
            ),
          ),
        },
      ],
      ['posts', { heading: 'Vorher lesen', limit: 2 }],
      ['locations', { heading: 'Ein Studio wählen', text: 'Alle Studios auf der Karte machen mit.' }],
      ['form', { heading: 'Sagen Sie uns, dass Sie kommen', form: 'Kontakt' }],
      ['checkout', { heading: 'Den Wochenend-Workshop buchen', product: 'weekend-workshop' }],
    ],
  },
  {
    original: 'members',
    language: 'de',
    slug: 'mitglieder',
    title: 'Mitgliederbereich',
    status: 'published',
    members_only: true,
    seo_description: 'Platzbuchungen und Mitgliederpreise.',
    sections: [
      [
        'rich_text',
        {
          heading: 'Willkommen zurück',
          content: doc(
            p('Mitglieder buchen offene Plätze bis zu vier Wochen im Voraus und zahlen Studiopreise für Material.'),
            checklist([
              ['Eigene Schürze mitbringen', true],
              ['Platz für den Monat buchen', false],
              ['Gebrannte Stücke innerhalb von zwei Wochen abholen', false],
            ]),
          ),
        },
      ],
    ],
  },
  {
    original: '',
    language: 'ar',
    slug: '',
    title: 'الرئيسية',
    status: 'published',
    seo_description: 'استوديوهات مفتوحة للفسيفساء والخزف في عشرة بلدان: دروس للمبتدئين ومواد ومجلة عن الحرفة.',
    sections: [
      [
        'hero',
        {
          heading: 'اصنع شيئًا يدوم',
          text: 'تدير تيسيرا استوديوهات مفتوحة للفسيفساء والخزف. تعال متى شئت، أو احضر درسًا، أو استأجر طاولة عمل لفترة بعد الظهر.',
          image: 'hero',
          cta_label: 'ابحث عن استوديو',
          cta_url: '/ar/al-istudiyuhat',
        },
      ],
      [
        'rich_text',
        {
          heading: 'قطع صغيرة وصور كاملة',
          content: doc(
            p(
              'الـ<b>تيسيرا</b> قطعة واحدة من الفسيفساء: مربع من الزجاج أو الحجر أو الطين المزجج. وحدها لا تكاد تكون شيئًا، لكنها بجانب آلاف غيرها تصبح أرضية تدوم خمسة عشر قرنًا.',
            ),
            list('unordered', [
              'دروس للمبتدئين كل أسبوع في مجموعات صغيرة',
              'طاولات مفتوحة فيها كل الأدوات',
              'مواد تُباع بالبرطمان لا بالصندوق',
            ]),
          ),
        },
      ],
      ['posts', { heading: 'من المجلة', limit: 3 }],
    ],
  },
  {
    original: 'about',
    language: 'ar',
    slug: 'man-nahnu',
    title: 'من نحن',
    status: 'published',
    seo_description: 'كيف أصبح استوديو واحد في رافينا شبكة من الورش المفتوحة.',
    sections: [
      [
        'rich_text',
        {
          heading: 'قصتنا',
          content: doc(
            p('بدأت تيسيرا عام 2009 في غرفة مستأجرة قرب كنيسة سان فيتالي في رافينا، حيث كانت مرمّمتان تعلّمان في المساء كل من يطلب ذلك.'),
            quote('لا تحتاج إلى موهبة لتبدأ. تحتاج إلى قطّاعة وصبر وشخص يريك القطع الأول.', 'جوليا فيري، من المؤسسين'),
            image(img.studio, 'طاولات العمل في أول استوديو في رافينا'),
            h(3, 'ما نؤمن به'),
            list('ordered', [
              'الحرفة تُتعلَّم بالممارسة بجانب من يتقنها.',
              'المواد الجيدة ليست ترفًا.',
              'الاستوديوهات مفتوحة للمبتدئين وللجيران وللأفكار الجديدة.',
            ]),
          ),
        },
      ],
    ],
  },
  {
    original: 'locations',
    language: 'ar',
    slug: 'al-istudiyuhat',
    title: 'ابحث عن استوديو',
    status: 'published',
    seo_description: 'كل استوديوهات تيسيرا على خريطة، مع مواعيد العمل والعناوين والاتجاهات.',
    sections: [['locations', { heading: 'استوديو قريب منك', text: 'ابحث عن عنوان أو استخدم موقعك لترى أقرب الاستوديوهات.' }]],
  },
  {
    original: 'contact',
    language: 'ar',
    slug: 'ittasil-bina',
    title: 'اتصل بنا',
    status: 'published',
    seo_description: 'اسألنا عن الدروس أو المناسبات الخاصة أو طلب ما.',
    sections: [
      [
        'rich_text',
        {
          heading: 'تواصل معنا',
          content: doc(p('لديك سؤال عن الدروس أو المناسبات الخاصة أو طلب ما؟ اكتب إلينا وسيجيبك أقرب استوديو.')),
        },
      ],
      ['form', { heading: 'أرسل لنا رسالة', form: 'اتصل بنا' }],
    ],
  },
  {
    original: 'shop',
    language: 'ar',
    slug: 'al-matjar',
    title: 'المتجر',
    status: 'published',
    seo_description: 'أطقم فسيفساء وأماكن في الورش وبطاقات هدايا.',
    sections: [
      ['rich_text', { heading: 'خذ الاستوديو إلى بيتك', content: doc(p('أطقم وأماكن في الورش وبطاقات هدايا، تُدفع بالبطاقة بأمان.')) }],
      ['checkout', { heading: 'طقم الفسيفساء للمبتدئين', product: 'starter-mosaic-kit' }],
      ['checkout', { heading: 'بطاقة هدية', product: 'gift-card' }],
    ],
  },
  {
    original: 'open-day',
    language: 'ar',
    slug: 'al-yawm-al-maftuh',
    title: 'اليوم المفتوح',
    status: 'published',
    seo_description: 'في يوم سبت من كل شهر يفتح كل استوديو أبوابه: جرّب الأدوات وقابل المعلمين واحجز درسك الأول.',
    sections: [
      [
        'hero',
        {
          heading: 'يوم مفتوح في أول سبت من كل شهر',
          text: 'يفتح كل استوديو أبوابه من العاشرة حتى الرابعة. جرّب القطّاعة وشاهد الفرن وهو يعمل واحجز درسك الأول في المكان.',
          image: 'studio',
          cta_label: 'اسأل عن الموعد القادم',
          cta_url: '/ar/ittasil-bina',
        },
      ],
      [
        'rich_text',
        {
          heading: 'ماذا يحدث في ذلك اليوم',
          content: doc(p('يقدّم المعلمون عروضًا قصيرة كل ساعة. أحضر صورة تحب أن تحوّلها إلى فسيفساء وسنرسم معك خطة.')),
        },
      ],
      ['posts', { heading: 'اقرأ قبل أن تأتي', limit: 2 }],
      ['locations', { heading: 'اختر استوديو', text: 'كل الاستوديوهات على الخريطة تشارك.' }],
      ['form', { heading: 'أخبرنا أنك قادم', form: 'اتصل بنا' }],
      ['checkout', { heading: 'احجز ورشة نهاية الأسبوع', product: 'weekend-workshop' }],
    ],
  },
];

/** @param {string} iso a date */
const day = (iso) => new Date(`${iso}T09:00:00Z`).toISOString();

/**
 * Posts in German and Arabic: `original` is the English post's slug.
 * @param {DemoFiles} img
 * @returns {(import('./content.mjs').DemoPost & Translation)[]}
 */
export const posts = (img) => [
  {
    original: 'two-films-about-the-craft',
    language: 'de',
    slug: 'zwei-filme-ueber-das-handwerk',
    title: 'Zwei Filme über das Handwerk',
    published_at: day('2026-11-18'),
    author: 'Giulia Ferri',
    cover_image: img.hero.id,
    excerpt: 'Ein Blick in das Studio in Ravenna und ein kurzer Film über Geduld.',
    body: doc(
      p('Oft werden wir gefragt, wie ein Tag in einem Tessera-Studio aussieht. Diese zwei kurzen Filme antworten besser als wir.'),
      h(2, 'Im Studio in Ravenna'),
      youtube(DEMO_YOUTUBE_ID, 'Ein Morgen im Studio in Ravenna'),
      h(2, 'Über Geduld'),
      vimeo(DEMO_VIMEO_ID, 'Ein Film über langsame Arbeit'),
    ),
  },
  {
    original: 'choosing-your-first-nippers',
    language: 'de',
    slug: 'die-erste-zange',
    title: 'Die erste Zange wählen',
    published_at: day('2026-11-04'),
    author: 'Tom Okafor',
    cover_image: img.tiles.id,
    excerpt: 'Radzange oder Seitenschneider? Ein kurzer Leitfaden zu dem einen Werkzeug, das alle brauchen.',
    body: doc(
      p(
        'Jedes Mosaik beginnt mit einem Schnitt, und jeder Schnitt beginnt mit einer <b>Zange</b>. Es gibt zwei Familien, und am Anfang braucht man meist nur eine.',
      ),
      h(2, 'Die Radzange'),
      p('Zwei gehärtete Räder treffen sich in der Mitte der Fliese. Sie schneiden Glas sauber und verzeihen eine unruhige Hand.'),
      h(2, 'Der Seitenschneider'),
      p('Eine einzelne Hartmetallklinge beißt von der Kante her: das Werkzeug für Keramik und Stein.'),
      h(2, 'Welche Zange zuerst?'),
      p('Beginnen Sie mit dem Material Ihres ersten Projekts. Die meisten Einsteigersets sind aus Glas, also meist mit der Radzange.'),
      table(true, [
        ['Material', 'Bestes Werkzeug', 'Warum'],
        ['Glasmosaik', 'Radzange', 'Saubere Brüche, wenig Verschnitt'],
        ['Keramik', 'Seitenschneider', 'Kontrollierte Bisse von der Kante'],
      ]),
      quote('Kaufen Sie eine gute Zange, bevor Sie drei billige kaufen.', 'Tom Okafor'),
    ),
  },
  {
    original: 'grout-is-part-of-the-picture',
    language: 'de',
    slug: 'die-fuge-gehoert-zum-bild',
    title: 'Die Fuge gehört zum Bild',
    published_at: day('2026-10-21'),
    author: 'Ana Sousa',
    cover_image: img.grout.id,
    excerpt: 'Die Farbe zwischen den Steinen verändert alles. So wählen Sie sie.',
    body: doc(
      p('Anfänger halten die Fugenmasse für den Zement, der ein Mosaik zusammenhält. Sie ist auch die Linie, die jedes Stück umrahmt.'),
      list('unordered', [
        '<b>Dunkle Fugen</b> lassen Farben leuchten.',
        '<b>Helle Fugen</b> zerlegen ein Bild in Stücke.',
        '<b>Mittelgrau</b> ist im Zweifel die sicherste Wahl.',
      ]),
    ),
  },
  {
    original: 'two-films-about-the-craft',
    language: 'ar',
    slug: 'filman-an-al-hirfa',
    title: 'فيلمان عن الحرفة',
    published_at: day('2026-11-18'),
    author: 'جوليا فيري',
    cover_image: img.hero.id,
    excerpt: 'نظرة إلى داخل الاستوديو في رافينا، وفيلم قصير عن الصبر.',
    body: doc(
      p('كثيرًا ما نُسأل كيف يبدو يوم في استوديو تيسيرا. هذان الفيلمان القصيران يجيبان أفضل منا.'),
      h(2, 'داخل استوديو رافينا'),
      youtube(DEMO_YOUTUBE_ID, 'صباح في استوديو رافينا'),
      h(2, 'عن الصبر'),
      vimeo(DEMO_VIMEO_ID, 'فيلم عن العمل البطيء'),
    ),
  },
  {
    original: 'choosing-your-first-nippers',
    language: 'ar',
    slug: 'ikhtiyar-awwal-qattaa',
    title: 'اختيار قطّاعتك الأولى',
    published_at: day('2026-11-04'),
    author: 'توم أوكافور',
    cover_image: img.tiles.id,
    excerpt: 'بعجلتين أم جانبية؟ دليل قصير إلى الأداة التي يحتاجها كل فنان فسيفساء.',
    body: doc(
      p('تبدأ كل فسيفساء بقطع، ويبدأ كل قطع بـ<b>قطّاعة</b>. هناك نوعان، ومعظم الناس يحتاجون إلى واحد منهما فقط في البداية.'),
      h(2, 'القطّاعة بعجلتين'),
      p('عجلتان مقسّاتان تلتقيان في وسط البلاطة. تقطعان الزجاج بنظافة وتسامحان اليد المرتجفة.'),
      h(2, 'القطّاعة الجانبية'),
      p('شفرة واحدة من الكربيد تقضم من الحافة: إنها أداة الخزف والحجر.'),
      h(2, 'أيّهما تشتري أولًا؟'),
      p('ابدأ بمادة مشروعك الأول. معظم مجموعات المبتدئين من الزجاج، لذا يبدأ معظم المبتدئين بالقطّاعة بعجلتين.'),
      table(true, [
        ['المادة', 'أفضل أداة', 'لماذا'],
        ['الزجاج', 'قطّاعة بعجلتين', 'كسر نظيف وهدر قليل'],
        ['الخزف', 'قطّاعة جانبية', 'قضمات مضبوطة من الحافة'],
      ]),
      quote('اشترِ قطّاعة جيدة واحدة قبل أن تشتري ثلاثًا رخيصة.', 'توم أوكافور'),
    ),
  },
  {
    original: 'grout-is-part-of-the-picture',
    language: 'ar',
    slug: 'al-jiss-juz-min-al-sura',
    title: 'الجص جزء من الصورة',
    published_at: day('2026-10-21'),
    author: 'آنا سوزا',
    cover_image: img.grout.id,
    excerpt: 'اللون بين القطع يغيّر كل شيء. إليك كيف تختاره.',
    body: doc(
      p('يظن المبتدئون أن الجص مجرد إسمنت يمسك الفسيفساء. لكنه أيضًا الخط المرسوم حول كل قطعة.'),
      list('unordered', [
        '<b>الجص الداكن</b> يجعل الألوان تتوهج.',
        '<b>الجص الفاتح</b> يقسّم الصورة إلى قطع.',
        '<b>الرمادي المتوسط</b> هو الخيار الآمن عند الشك.',
      ]),
    ),
  },
];
