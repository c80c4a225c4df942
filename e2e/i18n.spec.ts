import { expect, test, type Page } from '@playwright/test';
import { expectNoViolationsInBothThemes } from './axe';
import { mapLayout } from './maps-helpers';
import { serveTestMap, standInStripe } from './stand-ins';
import { createMember, directus, freshFromCache, linkIn, RUNS_ALONE, stack, uniqueEmail, waitForMail } from './stack';

// The demo in three languages (apps/cms/src/seed/translated.mjs): English is the default and has no prefix,
// German lives under /de, Arabic (right to left) under /ar.

const html = (page: Page) => page.locator('html');

/** An element with these attributes, in this order, however the markup spells the closing and the case of names. */
const tag = (name: string, attributes: string) =>
  new RegExp(`<${name}\\s+${attributes.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(' ', '\\s+')}\\s*/?>`, 'i');

test('German pages: their own language, paths and navigation, and the site’s words in German', async ({ page }) => {
  await page.goto(`${stack.siteUrl}/de`);
  await expect(html(page)).toHaveAttribute('lang', 'de');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Etwas schaffen, das bleibt' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(nav.getByRole('link')).toHaveText(['Start', 'Über uns', 'Journal', 'Studios', 'Shop', 'Kontakt']);
  await expect(nav.getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/de/ueber-uns');
  await expect(nav.getByRole('link', { name: 'Journal' })).toHaveAttribute('href', '/de/posts');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached();
  // The German journal lists the German posts, with German dates. (Another test's post may just have left it: the
  // cached copy, served once more while it renders again, is fresh first.)
  await freshFromCache(`${stack.siteUrl}/de/posts`);
  await page.goto(`${stack.siteUrl}/de/posts`);
  await expect(page.getByRole('heading', { level: 2 }).getByRole('link')).toHaveText([
    'Zwei Filme über das Handwerk',
    'Die erste Zange wählen',
    'Die Fuge gehört zum Bild',
  ]);
  await expect(page.locator('time').first()).toHaveText('18. November 2026');
});

test('the language switcher leads to each page’s translation, or to that language’s home page', async ({ page }) => {
  await page.goto(`${stack.siteUrl}/about`);
  const languages = page.getByRole('navigation', { name: 'Languages' });
  await expect(languages.getByRole('link')).toHaveText(['English', 'Deutsch', 'العربية']);
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
  await languages.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(`${stack.siteUrl}/de/ueber-uns`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über uns');
  await page.getByRole('navigation', { name: 'Sprachen' }).getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(`${stack.siteUrl}/ar/man-nahnu`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('من نحن');
  // The members' corner has no Arabic version: its Arabic link is the Arabic home page, never a 404.
  await page.goto(`${stack.siteUrl}/members`);
  await expect(page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar');
  for (const link of await page.getByRole('navigation', { name: 'Languages' }).getByRole('link').all()) {
    const response = await page.request.get(`${stack.siteUrl}${await link.getAttribute('href')}`);
    expect(response.status()).toBe(200);
  }
});

test('a language added in Directus is served at once: its prefix, its home page, the switcher', async ({ page, request }) => {
  const french = `${stack.siteUrl}/fr`;
  expect((await request.get(french)).status()).toBe(404);
  const [home] = await directus<{ id: number }[]>('GET', '/items/pages?filter[language][_eq]=en&filter[slug][_empty]=true&fields=id');
  await directus('POST', '/items/languages', { code: 'fr', name: 'Français', direction: 'ltr', sort: 4 });
  const accueil = await directus<{ id: number }>('POST', '/items/pages', {
    status: 'published',
    language: 'fr',
    translation_of: home!.id,
    slug: '',
    title: 'Accueil',
    sections: [{ sections_id: { type: 'hero', heading: 'Créer quelque chose qui dure' } }],
  });
  try {
    // Directus tells the site; the proxy's list of languages is read again.
    await expect.poll(async () => (await request.get(french)).status(), { timeout: 20_000 }).toBe(200);
    await page.goto(french);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer quelque chose qui dure');
    // No French catalogue: the site's own words fall back to English.
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  } finally {
    await directus('DELETE', `/items/pages/${accueil.id}`);
    await directus('DELETE', '/items/languages/fr');
  }
  await expect.poll(async () => (await request.get(french)).status(), { timeout: 20_000 }).toBe(404);
});

test('an unknown or default-language prefix is a 404; nobody is redirected by Accept-Language', async ({ request }) => {
  for (const path of ['/xx/about', '/fr', '/en/about', '/de/about', '/ar/ueber-uns']) {
    const response = await request.get(`${stack.siteUrl}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  const home = await request.get(stack.siteUrl, { headers: { 'accept-language': 'de-DE,de;q=0.9,ar;q=0.8' }, maxRedirects: 0 });
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('<html lang="en" dir="ltr"');
});

test('the contact form in German: German labels, errors and country names, and the German form stores it', async ({ page }) => {
  const marker = `Nachricht ${Date.now()}`;
  await page.goto(`${stack.siteUrl}/de/kontakt`);
  const trigger = page.getByRole('button', { name: /^Land:/ });
  await expect(trigger).toBeVisible();
  const submit = page.getByRole('button', { name: 'Nachricht senden' });
  await submit.click();
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte korrigieren Sie die Fehler unten' });
  await expect(summary).toContainText('Ihr Name: Dieses Feld ist erforderlich.');
  await expect(summary).toContainText('Thema: Wählen Sie eine der Möglichkeiten.');
  // Country names in German, from Intl.DisplayNames.
  await trigger.click();
  await page.getByRole('combobox', { name: 'Länder nach Name oder Vorwahl suchen' }).fill('Deutschland');
  // The country list's options (the form's selects have options of their own).
  await expect(page.getByRole('listbox', { name: 'Länder' }).getByRole('option').first()).toContainText('Deutschland');
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAccessibleName('Land: Deutschland, +49');
  await page.getByLabel('Ihr Name', { exact: true }).fill('Lena Vogel');
  await page.getByLabel('E-Mail', { exact: true }).fill('lena@example.com');
  await page.getByRole('textbox', { name: /^Telefon/ }).fill('030 12345678');
  await page.getByLabel('Thema', { exact: true }).selectOption('Kurse');
  await page.getByLabel('Nachricht', { exact: true }).fill(marker);
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank – eine Studioleitung antwortet Ihnen' })).toBeVisible();

  const [german] = await directus<{ id: number }[]>('GET', '/items/forms?filter[language][_eq]=de&fields=id');
  await expect
    .poll(async () => {
      const recent = await directus<{ form: number; data: Record<string, unknown> }[]>(
        'GET',
        '/items/form_submissions?sort=-date_created&limit=20&fields=form,data',
      );
      return recent.find((submission) => submission.data?.message === marker);
    })
    .toMatchObject({ form: german!.id, data: { name: 'Lena Vogel', phone: '+493012345678', topic: 'Kurse' } });
});

test('an Arabic post reads right to left, in Arabic, with its own words and date', async ({ page }) => {
  await page.goto(`${stack.siteUrl}/ar/posts/filman-an-al-hirfa`);
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('فيلمان عن الحرفة');
  await expect(page.getByRole('button', { name: 'شغّل الفيديو: صباح في استوديو رافينا' })).toBeVisible();
  await expect(page.locator('.post__meta time')).toContainText('نوفمبر');
  await expect(page.getByRole('link', { name: 'انسخ الرابط' })).toBeVisible();
});

test('search engines see each page’s languages: hreflang and x-default, canonical and og:locale, sitemap, a feed per language', async ({
  request,
}) => {
  const head = async (path: string) => (await (await request.get(`${stack.siteUrl}${path}`)).text()).split('</head>')[0]!;
  const about = await head('/de/ueber-uns');
  for (const [language, path] of [
    ['en', '/about'],
    ['de', '/de/ueber-uns'],
    ['ar', '/ar/man-nahnu'],
    ['x-default', '/about'],
  ])
    expect(about, language).toMatch(tag('link', `rel="alternate" hreflang="${language}" href="${stack.siteUrl}${path}"`));
  expect(about).toMatch(tag('link', `rel="canonical" href="${stack.siteUrl}/de/ueber-uns"`));
  expect(about).toMatch(tag('meta', 'property="og:locale" content="de"'));
  // The members' corner has no Arabic version: no hreflang for Arabic.
  expect((await head('/de/mitglieder')).toLowerCase()).not.toContain('hreflang="ar"');

  const sitemap = await (await request.get(`${stack.siteUrl}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${stack.siteUrl}/ar/man-nahnu</loc>`);
  expect(sitemap).toMatch(tag('xhtml:link', `rel="alternate" hreflang="de" href="${stack.siteUrl}/de/ueber-uns"`));

  const feed = await (await request.get(`${stack.siteUrl}/de/posts/feed.xml`)).text();
  expect(feed).toContain('<language>de</language>');
  expect(feed).toContain(`<link>${stack.siteUrl}/de/posts/die-erste-zange</link>`);
  expect(feed).not.toContain('Choosing your first nippers');
  expect(await head('/ar')).toContain(`href="${stack.siteUrl}/ar/posts/feed.xml"`);
});

test('a password-reset link asked for in German leads to the German page', async ({ page }) => {
  const email = uniqueEmail('vergesslich');
  await createMember(email, 'altes-passwort-1');
  await page.goto(`${stack.siteUrl}/de/account/forgot-password`);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Falls es für diese Adresse ein Konto gibt, haben wir einen Link zum Wählen eines neuen Passworts dorthin gesendet.',
  );
  // The link names the default-language route (Directus's allow list) and the language; it opens the German page.
  const link = linkIn(await waitForMail(email), `${stack.siteUrl}/account/reset-password?lang=de&token=`);
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`^${stack.siteUrl}/de/account/reset-password\\?token=`));
  await page.getByLabel('Neues Passwort', { exact: true }).fill('neues-passwort-2');
  await page.getByLabel('Neues Passwort wiederholen').fill('neues-passwort-2');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('status')).toHaveText('Ihr Passwort wurde geändert. Sie können sich jetzt damit anmelden.');
});

test('a text without a translation shows in English, marked as English', async ({ page }) => {
  await page.goto(`${stack.siteUrl}/ar/al-matjar`);
  // The gift card has no Arabic description.
  await expect(page.getByText('Valid for classes, workshops and materials at every studio for two years.')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'طقم الفسيفساء للمبتدئين' })).toBeVisible();
});

test('the Arabic header mirrors the English one', async ({ page }) => {
  const positions = async (path: string) => {
    await page.goto(`${stack.siteUrl}${path}`);
    const brand = await page.locator('.site-header__brand').boundingBox();
    const account = await page.locator('.site-header__account').boundingBox();
    return { brand: brand!.x + brand!.width / 2, account: account!.x + account!.width / 2 };
  };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const english = await positions('/');
    const arabic = await positions('/ar');
    expect(english.brand, `English at ${width}px: the name first, on the left`).toBeLessThan(english.account);
    expect(arabic.brand, `Arabic at ${width}px: the name first, on the right`).toBeGreaterThan(arabic.account);
  }
});

/** The map's and the card form's buttons, as the page's language names them. */
const ASK = {
  de: { map: 'Karte zeigen', card: /^.+ mit Karte bezahlen$/ },
  ar: { map: 'اعرض الخريطة', card: /^ادفع .+ بالبطاقة$/ },
};

/** Asks for the map, as a visitor does: scrolled to, once the island has hydrated, and waits for it. */
async function showMapIn(page: Page, language: 'de' | 'ar') {
  await mapLayout(page).scrollIntoViewIfNeeded();
  await expect(mapLayout(page)).toHaveAttribute('data-hydrated', '');
  await page.getByRole('button', { name: ASK[language].map }).click();
  await expect(mapLayout(page)).toHaveAttribute('data-map-status', 'ready');
}

/** Opens the first checkout's card form (Stripe's stand-in). */
async function openCardFormIn(page: Page, language: 'de' | 'ar') {
  const checkout = page.getByTestId('checkout').first();
  await checkout.scrollIntoViewIfNeeded();
  await expect(checkout).toHaveAttribute('data-hydrated', '');
  await checkout.getByRole('button', { name: ASK[language].card }).click();
  await expect(checkout.getByLabel('Card number')).toBeVisible();
}

const pageTypes: {
  name: string;
  path: Record<'de' | 'ar', string>;
  ready?: (page: Page, language: 'de' | 'ar') => Promise<void>;
  map?: true;
}[] = [
  { name: 'home', path: { de: '/de', ar: '/ar' } },
  {
    name: 'a page with every section type',
    path: { de: '/de/tag-der-offenen-tuer', ar: '/ar/al-yawm-al-maftuh' },
    map: true,
    ready: async (page, language) => {
      await showMapIn(page, language);
      await openCardFormIn(page, language);
    },
  },
  { name: 'post list', path: { de: '/de/posts', ar: '/ar/posts' } },
  { name: 'a post', path: { de: '/de/posts/zwei-filme-ueber-das-handwerk', ar: '/ar/posts/filman-an-al-hirfa' } },
  { name: 'locations', path: { de: '/de/studios', ar: '/ar/al-istudiyuhat' }, ready: showMapIn, map: true },
  { name: 'a form', path: { de: '/de/kontakt', ar: '/ar/ittasil-bina' } },
  { name: 'a product', path: { de: '/de/products/starter-mosaic-kit', ar: '/ar/products/starter-mosaic-kit' }, ready: openCardFormIn },
  { name: 'sign-in', path: { de: '/de/account/sign-in', ar: '/ar/account/sign-in' } },
  { name: 'a password page', path: { de: '/de/account/forgot-password', ar: '/ar/account/forgot-password' } },
  { name: '404', path: { de: '/de/gibt-es-nicht', ar: '/ar/no-such-page' } },
];

for (const language of ['de', 'ar'] as const) {
  for (const { name, path, ready, map } of pageTypes) {
    test(
      `${language}: ${name} (${path[language]}) has no WCAG 2.2 AA violation, in the light and the dark theme`,
      map ? RUNS_ALONE : {},
      async ({ page }) => {
        await serveTestMap(page);
        await standInStripe(page);
        await page.goto(`${stack.siteUrl}${path[language]}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await ready?.(page, language);
        await expectNoViolationsInBothThemes(page);
      },
    );
  }
}
