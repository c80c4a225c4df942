import { expect, test } from '@playwright/test';
import { SECTION_TYPES } from '@tessera/sections';
import { directus, freshFromCache, stack, storedInVarnish, throughVarnish } from './stack';

// The page builder's sections as one collection (@tessera/sections): one section on several pages, a type the code
// does not know, the refusals at save, and the showcase page with one section of each type in every language.

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test('a section shown on two pages, in two languages, changes on both when an editor edits it, past the page cache and the CDN', async () => {
  test.setTimeout(120_000);
  const id = unique();
  const section = await directus<{ id: number; name: string }>('POST', '/items/sections', {
    type: 'hero',
    heading: `Shared call ${id}`,
    hero_text: 'On two pages.',
  });
  expect(section.name).toBe(`Hero: Shared call ${id}`);
  const english = await directus<{ id: number }>('POST', '/items/pages', {
    status: 'published',
    language: 'en',
    title: 'Shared one',
    slug: `test-shared-${id}`,
    sections: [{ sections_id: section.id }],
  });
  const german = await directus<{ id: number }>('POST', '/items/pages', {
    status: 'published',
    language: 'de',
    translation_of: english.id,
    title: 'Geteilt',
    slug: `test-geteilt-${id}`,
    sections: [{ sections_id: section.id }],
  });
  const paths = [`/test-shared-${id}`, `/de/test-geteilt-${id}`];
  try {
    for (const path of paths) {
      await freshFromCache(`${stack.siteUrl}${path}`);
      expect(await (await fetch(`${stack.siteUrl}${path}`)).text()).toContain(`Shared call ${id}`);
      expect((await storedInVarnish(path)).body).toContain(`Shared call ${id}`);
    }
    await directus('PATCH', `/items/sections/${section.id}`, { heading: `Edited once ${id}` });
    for (const path of paths) {
      await expect.poll(async () => (await fetch(`${stack.siteUrl}${path}`)).text(), { timeout: 30_000 }).toContain(`Edited once ${id}`);
      await expect.poll(async () => (await throughVarnish(path)).body, { timeout: 30_000 }).toContain(`Edited once ${id}`);
    }
  } finally {
    await directus('DELETE', `/items/pages/${german.id}`);
    await directus('DELETE', `/items/pages/${english.id}`);
    await directus('DELETE', `/items/sections/${section.id}`);
  }
});

test('a section of a type the code does not know is left out of the page, without an error', async ({ page }) => {
  const id = unique();
  const created = await directus<{ id: number }>('POST', '/items/pages', {
    status: 'published',
    language: 'en',
    title: 'Unknown type',
    slug: `test-unknown-type-${id}`,
    sections: [
      { sections_id: { type: 'carousel', name: 'Added in Directus only', heading: 'Not in code' } },
      { sections_id: { type: 'hero', heading: `Known ${id}` } },
    ],
  });
  try {
    const response = await page.goto(`${stack.siteUrl}/test-unknown-type-${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Known ${id}`);
    await expect(page.getByText('Not in code')).toHaveCount(0);
    await expect(page.locator('[data-section]')).toHaveCount(1);
  } finally {
    await directus('DELETE', `/items/pages/${created.id}`);
  }
});

test('a section without a field its type requires is refused at save, with a message naming the field', async () => {
  const save = async (body: unknown) => {
    const response = await fetch(`${stack.directusUrl}/items/sections`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, message: ((await response.json()) as { errors?: { message: string }[] }).errors?.[0]?.message };
  };
  expect(await save({ type: 'form', heading: 'No form' })).toEqual({ status: 400, message: '"Form" is required in a Form section.' });
  expect(await save({ type: 'checkout' })).toEqual({ status: 400, message: '"Product" is required in a Checkout section.' });
  expect(await save({ type: 'hero', heading: '   ' })).toEqual({ status: 400, message: '"Heading" is required in a Hero section.' });
  // And when a change would empty it.
  const section = await directus<{ id: number }>('POST', '/items/sections', { type: 'hero', heading: 'Filled' });
  try {
    const response = await fetch(`${stack.directusUrl}/items/sections/${section.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ heading: null }),
    });
    expect(response.status).toBe(400);
  } finally {
    await directus('DELETE', `/items/sections/${section.id}`);
  }
});

for (const [prefix, language] of [
  ['', 'en'],
  ['/de', 'de'],
  ['/ar', 'ar'],
] as const) {
  test(`the showcase page has one section of each type, each root marked with its type (${language})`, async ({ page }) => {
    await page.goto(`${stack.siteUrl}${prefix}/sections`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const types = await page
      .locator('[data-section]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-section')));
    expect(types).toEqual(SECTION_TYPES.map((definition) => definition.key));
  });
}
