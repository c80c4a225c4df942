import { checklist, code, delimiter, doc, h, image, list, p, quote, table, vimeo, youtube } from './blocks.mjs';

/** @typedef {import('./images.mjs').DemoFiles} DemoFiles */
/** @typedef {import('@tessera/blocks').BlockDocument} BlockDocument */
/**
 * A page's section, in page-builder order: its type's key (@tessera/sections) and its values by the names its type
 * gives its fields. A relation names its item naturally (a form by its title in the page's language, a product by
 * its slug); the seed puts the ids in.
 * @typedef {[string, Record<string, unknown>]} Section
 */
/**
 * @typedef {object} DemoPage
 * @property {string} slug
 * @property {string} title
 * @property {'published' | 'draft'} status
 * @property {string} [seo_description]
 * @property {boolean} [members_only]
 * @property {Section[]} sections
 */
/**
 * A journal post; published unless it says otherwise.
 * @typedef {object} DemoPost
 * @property {string} slug
 * @property {string} title
 * @property {'draft'} [status]
 * @property {string} published_at
 * @property {string} author
 * @property {string} cover_image
 * @property {string} excerpt
 * @property {BlockDocument} body
 */

export const DEMO_YOUTUBE_ID = 'aqz-KE-bpKQ';
export const DEMO_VIMEO_ID = '76979871';

/** @param {DemoFiles} img */
export const siteSettings = (img) => ({
  site_name: 'Tessera Studios',
  tagline: 'Mosaic and ceramics studios in ten countries',
  logo: img.logo.id,
  seo_title_template: '%s · Tessera Studios',
  seo_description: 'Open mosaic and ceramics studios with classes for beginners, materials, and a journal about the craft.',
  seo_image: img.hero.id,
  social_links: [
    { network: 'instagram', url: 'https://www.instagram.com/tessera.example' },
    { network: 'youtube', url: 'https://www.youtube.com/@tessera.example' },
    { network: 'mastodon', url: 'https://mastodon.social/@tessera_example' },
  ],
  default_phone_country: 'GB',
  map_center_latitude: 48.8566,
  map_center_longitude: 2.3522,
  map_zoom: 10,
});

export const forms = [
  {
    title: 'Contact us',
    submit_label: 'Send message',
    success_message: 'Thank you — a studio manager will reply within two working days.',
    notify: ['studio@tessera.example.com'],
    confirmation_message:
      'Thank you for writing to Tessera. We have your message, and a studio manager will reply within two working days.',
    fields: [
      { name: 'name', label: 'Your name', type: 'text', required: true },
      { name: 'email', label: 'E-mail', type: 'email', required: true },
      { name: 'writing_as', label: 'I am writing as', type: 'select', required: false, options: ['an individual', 'a business'] },
      { name: 'company', label: 'Company', type: 'text', required: true, show_when_field: 'writing_as', show_when_value: 'a business' },
      { name: 'phone', label: 'Phone', type: 'phone', required: false, help_text: 'If you would rather we called you back' },
      { name: 'topic', label: 'Topic', type: 'select', required: true, options: ['Classes', 'Private events', 'Orders', 'Something else'] },
      { name: 'message', label: 'Message', type: 'textarea', required: true },
      {
        name: 'attachment',
        label: 'Attachment',
        type: 'file',
        required: false,
        help_text: 'Such as a plan or a quote.',
        file_types: ['pdf'],
        max_size_mb: 5,
      },
      { name: 'newsletter', label: 'Send me the monthly studio letter', type: 'checkbox', required: false },
    ],
  },
];

/** @param {DemoFiles} img */
export const products = (img) => [
  {
    name: 'Starter mosaic kit',
    slug: 'starter-mosaic-kit',
    price: 3900,
    currency: 'eur',
    image: img.kit.id,
    active: true,
    description:
      'Everything for a first 20 × 20 cm panel: 400 glass tesserae in six colours, wheeled nippers, adhesive, grout and a printed guide.',
  },
  {
    name: 'Weekend workshop',
    slug: 'weekend-workshop',
    price: 12000,
    currency: 'eur',
    image: img.workshop.id,
    active: true,
    description: 'Two days at any Tessera studio: design, cut and grout a mosaic of your own. Materials, tools and lunch included.',
  },
  {
    name: 'Gift card',
    slug: 'gift-card',
    price: 5000,
    currency: 'eur',
    image: img.giftcard.id,
    active: true,
    description: 'Valid for classes, workshops and materials at every studio for two years.',
  },
];

/**
 * Pages with their sections, in page-builder order: [collection, fields].
 * @param {DemoFiles} img
 * @returns {DemoPage[]}
 */
export const pages = (img) => [
  {
    slug: '',
    title: 'Home',
    status: 'published',
    seo_description: 'Open mosaic and ceramics studios in ten countries: classes for beginners, materials, and a journal about the craft.',
    sections: [
      [
        'hero',
        {
          heading: 'Make something that lasts',
          text: 'Tessera runs open studios for mosaic and ceramics. Drop in, take a class, or rent a bench for the afternoon.',
          image: 'hero',
          cta_label: 'Find a studio',
          cta_url: '/locations',
        },
      ],
      [
        'rich_text',
        {
          heading: 'Small pieces, whole pictures',
          content: doc(
            p(
              'A <b>tessera</b> is a single piece of a mosaic: a square of glass, stone or glazed clay. On its own it is nearly nothing. Set beside a few thousand others, it becomes a floor that lasts fifteen centuries.',
            ),
            p(
              'Our studios are built around that idea. Each one has benches, tools and materials for anyone who wants to start, and teachers who have been cutting smalti for decades.',
            ),
            list('unordered', [
              'Beginner classes every week, in small groups',
              'Open benches with every tool you need',
              'Materials sold by the jar, not the crate',
            ]),
          ),
        },
      ],
      ['posts', { heading: 'From the journal', limit: 3 }],
    ],
  },
  {
    slug: 'about',
    title: 'About us',
    status: 'published',
    seo_description: 'How a single studio in Ravenna became a network of open workshops.',
    sections: [
      [
        'rich_text',
        {
          heading: 'Our story',
          content: doc(
            p(
              'Tessera began in 2009 as one rented room near the Basilica of San Vitale in Ravenna, where two restorers taught evening classes to anyone who asked.',
            ),
            p(
              'Fifteen years later there are studios in ten countries. The rule is still the same: <i>every bench is open to beginners</i>, and every teacher still makes work of their own.',
            ),
            quote(
              'You do not need talent to start. You need nippers, patience and somebody to show you the first cut.',
              'Giulia Ferri, co-founder',
            ),
            image(img.studio, 'Benches at the first studio in Ravenna'),
            h(3, 'What we believe'),
            list('ordered', [
              'Craft is learned by doing, next to people who know how.',
              'Good materials should not be a luxury.',
              {
                content: 'Studios should be open:',
                items: [
                  { content: 'to beginners,', items: [] },
                  { content: 'to neighbours,', items: [] },
                  { content: 'and to new ideas.', items: [] },
                ],
              },
            ]),
            youtube(DEMO_YOUTUBE_ID, 'A short film made at our Ravenna studio'),
          ),
        },
      ],
    ],
  },
  {
    slug: 'locations',
    title: 'Find a studio',
    status: 'published',
    seo_description: 'All Tessera studios on a map, with opening hours, addresses and directions.',
    sections: [
      ['locations', { heading: 'Find a studio near you', text: 'Search for an address or use your location to see the nearest studios.' }],
    ],
  },
  {
    slug: 'contact',
    title: 'Contact',
    status: 'published',
    seo_description: 'Ask about classes, private events or an order.',
    sections: [
      [
        'rich_text',
        {
          heading: 'Get in touch',
          content: doc(p('Questions about classes, private events or an order? Write to us and the nearest studio will answer.')),
        },
      ],
      ['form', { heading: 'Send us a message', form: 'Contact us' }],
    ],
  },
  {
    slug: 'shop',
    title: 'Shop',
    status: 'published',
    seo_description: 'Mosaic kits, workshop places and gift cards.',
    sections: [
      ['rich_text', { heading: 'Take the studio home', content: doc(p('Kits, workshop places and gift cards, paid securely by card.')) }],
      ['checkout', { heading: 'Starter mosaic kit', product: 'starter-mosaic-kit' }],
      ['checkout', { heading: 'Weekend workshop', product: 'weekend-workshop' }],
    ],
  },
  {
    // One page with every section type the page builder offers, so that each is shown (and checked) together.
    slug: 'open-day',
    title: 'Open day',
    status: 'published',
    seo_description: 'One Saturday a month every studio opens its doors: try the tools, meet the teachers, book a first class.',
    sections: [
      [
        'hero',
        {
          heading: 'Open day, every first Saturday',
          text: 'Every studio opens its doors from ten to four. Try the nippers, watch a firing, and book a first class on the spot.',
          image: 'studio',
          cta_label: 'Ask about the next one',
          cta_url: '/contact',
        },
      ],
      [
        'rich_text',
        {
          heading: 'What happens on the day',
          content: doc(
            p(
              'Teachers run short demonstrations every hour. Bring a photo you would like to turn into a mosaic and we will sketch a plan with you.',
            ),
          ),
        },
      ],
      ['posts', { heading: 'Read before you come', limit: 2 }],
      ['locations', { heading: 'Pick a studio', text: 'Every studio on the map takes part.' }],
      ['form', { heading: 'Tell us you are coming', form: 'Contact us' }],
      ['checkout', { heading: 'Book the weekend workshop', product: 'weekend-workshop' }],
    ],
  },
  {
    slug: 'members',
    title: 'Members’ corner',
    status: 'published',
    members_only: true,
    seo_description: 'Bench bookings and member prices.',
    sections: [
      [
        'rich_text',
        {
          heading: 'Welcome back',
          content: doc(
            p('Members book open benches up to four weeks ahead and pay studio prices for materials.'),
            checklist([
              ['Bring your own apron', true],
              ['Book your bench for the month', false],
              ['Collect fired pieces within two weeks', false],
            ]),
          ),
        },
      ],
    ],
  },
  {
    slug: 'studio-rules',
    title: 'Studio rules (draft)',
    status: 'draft',
    sections: [['rich_text', { heading: 'Draft', content: doc(p('This page is a draft and must never appear on the site.')) }]],
  },
];

/** Old addresses of the demo site, as a site moving to Tessera would bring them along. */
export const redirects = [
  { from: '/blog/*', to: '/posts/*', status: 301, active: true, note: 'The journal used to be the blog' },
  { from: '/journal', to: '/posts', status: 301, active: true, note: 'Printed on the 2025 flyers' },
];

export const navigation = [
  { label: 'Home', page: '' },
  { label: 'About', page: 'about' },
  { label: 'Journal', url: '/posts' },
  { label: 'Studios', page: 'locations' },
  { label: 'Shop', page: 'shop' },
  { label: 'Contact', page: 'contact' },
];

/** @param {string} iso a date */
const day = (iso) => new Date(`${iso}T09:00:00Z`).toISOString();

/**
 * @param {DemoFiles} img
 * @returns {DemoPost[]}
 */
export const posts = (img) => [
  {
    slug: 'two-films-about-the-craft',
    title: 'Two films about the craft',
    published_at: day('2026-11-18'),
    author: 'Giulia Ferri',
    cover_image: img.hero.id,
    excerpt: 'A look inside the studio in Ravenna, and a short film about patience.',
    body: doc(
      p('We are often asked what a day at a Tessera studio looks like. These two short films answer better than we can.'),
      h(2, 'Inside the Ravenna studio'),
      youtube(DEMO_YOUTUBE_ID, 'Morning at the Ravenna studio'),
      p('The first film follows a beginners’ class from the first cut to the first grout.'),
      h(2, 'On patience'),
      vimeo(DEMO_VIMEO_ID, 'A film about slow work'),
      p('The second is about the part nobody photographs: the hours of sorting, cutting and setting before anything looks like a picture.'),
    ),
  },
  {
    slug: 'choosing-your-first-nippers',
    title: 'Choosing your first nippers',
    published_at: day('2026-11-04'),
    author: 'Tom Okafor',
    cover_image: img.tiles.id,
    excerpt: 'Wheeled or side-cutting? A short guide to the one tool every mosaicist needs.',
    body: doc(
      p(
        'Every mosaic starts with a cut, and every cut starts with <b>nippers</b>. There are two families, and most people need only one of them at first.',
      ),
      h(2, 'Wheeled nippers'),
      p(
        'Two hardened wheels meet in the middle of the tile. They cut glass cleanly and are forgiving of a shaky hand, which makes them the best first tool for <i>vitreous glass</i> and smalti.',
      ),
      h(2, 'Side-cutting nippers'),
      p(
        'A single carbide blade bites from the edge. They are the tool for ceramic and stone, and for the small, exact shapes of <u>opus vermiculatum</u>.',
      ),
      h(2, 'Which pair to buy first'),
      p(
        'Start with the material of your first project. Most beginners’ kits are vitreous glass, so most beginners should start with wheeled nippers.',
      ),
      table(true, [
        ['Material', 'Best tool', 'Why'],
        ['Vitreous glass', 'Wheeled', 'Clean fractures, little waste'],
        ['Smalti', 'Wheeled', 'Soft, uneven pieces'],
        ['Ceramic', 'Side-cutting', 'Controlled bites from the edge'],
        ['Marble', 'Hammer and hardie', 'Too hard for hand tools'],
      ]),
      quote('Buy one good pair before you buy three cheap ones.', 'Tom Okafor'),
    ),
  },
  {
    slug: 'grout-is-part-of-the-picture',
    title: 'Grout is part of the picture',
    published_at: day('2026-10-21'),
    author: 'Ana Sousa',
    cover_image: img.grout.id,
    excerpt: 'The colour between the tiles changes everything. Here is how to choose it.',
    body: doc(
      p('Beginners think of grout as the cement that holds a mosaic together. It is also the line drawing around every piece.'),
      list('unordered', [
        '<b>Dark grout</b> makes colours glow and hides small gaps.',
        '<b>Light grout</b> breaks a picture into pieces; use it for a deliberate, tiled look.',
        '<b>Mid-grey</b> is the safest choice when in doubt.',
      ]),
      image(img.grout, 'A panel half grouted in mid-grey'),
      p('Always test on an offcut board first: grout dries lighter than it looks when wet.'),
    ),
  },
  {
    slug: 'the-andamento-of-a-line',
    title: 'The andamento of a line',
    published_at: day('2026-10-07'),
    author: 'Giulia Ferri',
    cover_image: img.studio.id,
    excerpt: 'Andamento is the flow of the rows. It is what makes a mosaic move.',
    body: doc(
      p(
        '<i>Andamento</i> is the Italian word for the way rows of tesserae flow across a mosaic. Good andamento makes a still picture feel like it is moving.',
      ),
      h(3, 'Three rules to start with'),
      list('ordered', [
        'Outline the main shape with one row.',
        'Follow that row with a second, and a third.',
        'Fill the background last, following the outlines outwards.',
      ]),
      delimiter(),
      p('Look at the floors in Ravenna: every background row bends around the figures like water around a stone.'),
    ),
  },
  {
    slug: 'a-week-of-open-benches',
    title: 'A week of open benches',
    published_at: day('2026-09-23'),
    author: 'Lena Vogel',
    cover_image: img.kiln.id,
    excerpt: 'From Berlin to Toronto, every studio opened its benches to neighbours for a week.',
    body: doc(
      p(
        'In September every Tessera studio opened its doors for a week of free benches. More than four thousand people came to cut their first tile.',
      ),
      quote('My daughter made a fish. It has three eyes. It is perfect.', 'A visitor in Hamburg'),
      p('Thank you to every teacher who stayed late, and to every neighbour who brought biscuits.'),
    ),
  },
  {
    slug: 'caring-for-outdoor-mosaics',
    title: 'Caring for outdoor mosaics',
    published_at: day('2026-09-09'),
    author: 'Tom Okafor',
    cover_image: img.tiles.id,
    excerpt: 'Frost, sun and rain: how to make a garden mosaic survive its first winter.',
    body: doc(
      p('Outdoor mosaics fail for one reason: water gets behind the tiles and freezes.'),
      checklist([
        ['Use a frost-proof base such as cement board', true],
        ['Choose a flexible, polymer-modified adhesive', true],
        ['Seal the grout every autumn', false],
      ]),
      p('Glass and high-fired porcelain survive frost; many glazed earthenware tiles do not.'),
    ),
  },
  {
    slug: 'smalti-a-short-history',
    title: 'Smalti: a short history',
    published_at: day('2026-08-26'),
    author: 'Giulia Ferri',
    cover_image: img.glass.id,
    excerpt: 'Venetian enamel glass has been made in almost the same way for a thousand years.',
    body: doc(
      p(
        'Smalti are cakes of coloured glass, poured, cooled and then cut into pieces by hand. Their uneven surfaces catch light in a way no machine-made tile can.',
      ),
      image(img.glass, 'Smalti sorted by colour'),
      p('Gold smalti are made by trapping a leaf of real gold between two layers of glass.'),
    ),
  },
  {
    slug: 'planning-a-design-on-paper',
    title: 'Planning a design on paper',
    published_at: day('2026-08-12'),
    author: 'Ana Sousa',
    cover_image: img.hero.id,
    excerpt: 'Why a good cartoon saves hours at the bench.',
    body: doc(
      p(
        'A <b>cartoon</b> is the full-size drawing a mosaic is built on. Drawing one first lets you solve problems with a pencil instead of with nippers.',
      ),
      list('unordered', ['Draw at full size.', 'Mark the main lines of andamento.', 'Test colours on the drawing with pencils or paint.']),
    ),
  },
  {
    slug: 'glaze-chemistry-for-beginners',
    title: 'Glaze chemistry for beginners',
    published_at: day('2026-07-29'),
    author: 'Lena Vogel',
    cover_image: img.kiln.id,
    excerpt: 'Silica, flux and alumina: the three ingredients behind every glaze.',
    body: doc(
      p('Every glaze is a balance of three things: glass former, flux and stabiliser.'),
      code('Silica (SiO2)    glass former  ~60%\nFlux (CaO, K2O)  melts silica  ~20%\nAlumina (Al2O3)  stiffens melt  ~20%'),
      p('Change one and the other two must follow. That is most of glaze chemistry.'),
    ),
  },
  {
    slug: 'studio-opening-in-porto',
    title: 'A new studio in Porto',
    published_at: day('2026-07-15'),
    author: 'Ana Sousa',
    cover_image: img.studio.id,
    excerpt: 'Our second Portuguese studio opens in a former azulejo workshop.',
    body: doc(
      p('The new studio is in a nineteenth-century building where azulejo tiles were painted until the 1970s.'),
      p('Classes start in September. Members of any studio can book benches from the first day.'),
    ),
  },
  {
    slug: 'mosaics-and-light',
    title: 'Mosaics and light',
    published_at: day('2026-07-01'),
    author: 'Giulia Ferri',
    cover_image: img.glass.id,
    excerpt: 'Why old mosaics were set at slightly uneven angles.',
    body: doc(
      p(
        'Walk past a Byzantine wall mosaic and it shimmers. The effect is deliberate: each tessera was set at a slightly different angle so that it catches candlelight from a different direction.',
      ),
      quote('A mosaic is not a picture of light. It is a machine for light.', ''),
    ),
  },
  {
    slug: 'tools-for-the-first-month',
    title: 'Tools for the first month',
    published_at: day('2026-06-17'),
    author: 'Tom Okafor',
    cover_image: img.tiles.id,
    excerpt: 'A short, honest list of what you need, and what can wait.',
    body: doc(
      h(2, 'Buy now'),
      list('unordered', ['Wheeled nippers', 'Safety glasses', 'Tweezers', 'A palette knife']),
      h(2, 'Can wait'),
      list('unordered', ['A hammer and hardie', 'A wet saw', 'Specialist adhesives']),
    ),
  },
  {
    slug: 'winter-programme-draft',
    title: 'Winter programme (draft)',
    status: 'draft',
    published_at: day('2026-11-30'),
    author: 'Lena Vogel',
    cover_image: img.kiln.id,
    excerpt: 'Not yet published.',
    body: doc(p('This post is a draft and must never appear on the site.')),
  },
];
