import { expect, test, type Page } from '@playwright/test';
import { SECTION_TYPES } from '@tessera/sections';
import { expectNoViolationsInBothThemes } from './axe';
import { directus, stack } from './stack';
import { openCardForm, standInStripe } from './stand-ins';

// The call to action, FAQ, columns and pricing sections on the showcase page (/sections), from their demo content
// (packages/sections/src/types/<type>/demo.ts): in every language and direction, on a phone, without JavaScript for
// the FAQ, and with the existing card checkout for a pricing plan that sells a product.

type Demo = Record<string, unknown>;
const demoOf = (key: string, language: 'en' | 'de' | 'ar') =>
  SECTION_TYPES.find((definition) => definition.key === key)!.demo[language] as Demo;
const items = (demo: Demo, field: string) => demo[field] as Record<string, string>[];
const section = (page: Page, key: string) => page.locator(`[data-section="${key}"]`);

for (const [prefix, language, dir] of [
  ['', 'en', 'ltr'],
  ['/de', 'de', 'ltr'],
  ['/ar', 'ar', 'rtl'],
] as const) {
  test(`the call to action, FAQ, columns and pricing sections show their demo content (${language}, ${dir})`, async ({ page }) => {
    // The first visit renders the showcase page cold: every section type, the map's 220 studios among them.
    test.setTimeout(120_000);
    await page.goto(`${stack.siteUrl}${prefix}/sections`);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);

    const cta = demoOf('cta', language);
    await expect(section(page, 'cta').getByRole('heading', { level: 2 })).toHaveText(String(cta['heading']));
    await expect(section(page, 'cta').getByRole('link', { name: String(cta['primary_label']) })).toHaveAttribute(
      'href',
      String(cta['primary_url']),
    );
    const secondary = section(page, 'cta').getByRole('link', { name: String(cta['secondary_label']) });
    await expect(secondary).toHaveClass(/cta__button--secondary/);

    const questions = items(demoOf('faq', language), 'items').map(({ question }) => String(question));
    await expect(section(page, 'faq').locator('summary')).toHaveText(questions);
    await expect(section(page, 'faq').locator('details[open]')).toHaveCount(0);
    // The marker points to the end of the line: right in left-to-right text, left in right-to-left.
    const markerTurn = await section(page, 'faq')
      .locator('summary')
      .first()
      .evaluate((summary) => new DOMMatrix(getComputedStyle(summary, '::before').transform).a);
    expect(Math.sign(markerTurn)).toBe(dir === 'rtl' ? -1 : 1);

    await expect(section(page, 'columns').locator('.columns__column')).toHaveCount(3);
    await expect(section(page, 'columns').getByRole('heading', { level: 3 })).toHaveCount(3);

    const plans = items(demoOf('pricing', language), 'plans');
    await expect(section(page, 'pricing').getByRole('heading', { level: 3 })).toHaveText(plans.map(({ name }) => String(name)));
    await expect(section(page, 'pricing').locator('.pricing__plan--highlighted').getByTestId('checkout')).toHaveCount(1);
  });
}

test('on a phone, the columns and the plans stack, and nothing of these sections is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${stack.siteUrl}/sections`);
  for (const selector of ['[data-section="columns"] .columns__column', '[data-section="pricing"] .pricing__plan']) {
    const boxes = await page.locator(selector).evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().left));
    expect(new Set(boxes).size, selector).toBe(1);
  }
  const overflowing = await page
    .locator(['cta', 'faq', 'columns', 'pricing'].map((key) => `[data-section="${key}"]`).join(', '))
    .evaluateAll((sections) =>
      sections.flatMap((root) =>
        [...root.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => `${root.getAttribute('data-section')}: ${element.tagName.toLowerCase()}.${element.className}`),
      ),
    );
  expect(overflowing).toEqual([]);
});

test('the showcase page has no WCAG 2.2 AA violation with a question open, in the light and the dark theme', async ({ page }) => {
  await standInStripe(page);
  await page.goto(`${stack.siteUrl}/sections`);
  await section(page, 'faq').locator('summary').first().click();
  await expect(section(page, 'faq').locator('details[open]')).toHaveCount(1);
  await expectNoViolationsInBothThemes(page);
});

test('without JavaScript, questions open and close by mouse and keyboard, and the FAQPage JSON-LD lists them', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/sections`);
    const [first, second] = await section(page, 'faq').locator('details').all();
    await first!.locator('summary').click();
    await expect(first!).toHaveAttribute('open', '');
    await expect(first!.locator('.faq__answer')).toBeVisible();
    await first!.locator('summary').click();
    await expect(first!).not.toHaveAttribute('open');
    await second!.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(second!).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(second!).not.toHaveAttribute('open');

    const data = await faqPageData(page);
    expect(data.mainEntity.map((question) => question.name)).toEqual(
      items(demoOf('faq', 'en'), 'items').map(({ question }) => String(question)),
    );
    expect(data.mainEntity[0]?.acceptedAnswer.text).toBe(items(demoOf('faq', 'en'), 'items')[0]?.answer);
  } finally {
    await context.close();
  }
});

/** The page's FAQPage node, from its JSON-LD data blocks. */
async function faqPageData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = blocks.map((text) => JSON.parse(text) as { '@type'?: string });
  const faq = nodes.find((node) => node['@type'] === 'FAQPage');
  expect(faq, 'a FAQPage JSON-LD block').toBeDefined();
  return faq as unknown as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
}

test('a hostile question is shown as text and stays data in the JSON-LD: nothing runs', async ({ page }) => {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  // From PayloadsAllTheThings' XSS list: closing the data block, an event handler, a comment, and U+2028/U+2029.
  const question = `</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"><!-- \u2028\u2029 ${id}`;
  const answer = '</SCRIPT ><svg/onload=window.__pwned=3>\n\nSecond paragraph';
  const created = await directus<{ id: number }>('POST', '/items/pages', {
    status: 'published',
    language: 'en',
    title: 'Hostile FAQ',
    slug: `test-faq-hostile-${id}`,
    sections: [{ sections_id: { type: 'faq', heading: 'Hostile', faq_items: [{ question, answer }] } }],
  });
  try {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => void dialogs.push(dialog.message()));
    await page.goto(`${stack.siteUrl}/test-faq-hostile-${id}`);
    await expect(section(page, 'faq').locator('summary')).toHaveText(question.trim());
    await expect(section(page, 'faq').locator('img, svg, script:not([type="application/ld+json"])')).toHaveCount(0);
    const data = await faqPageData(page);
    expect(data.mainEntity).toHaveLength(1);
    expect(data.mainEntity[0]?.name).toBe(question.trim());
    expect(data.mainEntity[0]?.acceptedAnswer.text).toBe(answer);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  } finally {
    await directus('DELETE', `/items/pages/${created.id}`);
  }
});

test('the pricing plan that sells a product starts the existing card checkout', async ({ page }) => {
  const stripeRequests = await standInStripe(page);
  await page.goto(`${stack.siteUrl}/sections`);
  const checkout = section(page, 'pricing').getByTestId('checkout');
  await expect(checkout).toHaveCount(1);
  expect(stripeRequests).toEqual([]);
  await openCardForm(checkout);
  expect(stripeRequests.some((url) => url.startsWith('https://js.stripe.com/'))).toBe(true);
});
