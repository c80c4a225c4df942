import { expect, type Locator, type Page } from '@playwright/test';
import { columnOf, fieldColumns, fieldLabel, SECTION_TYPES, typeColumns, type SectionDefinition } from '@tessera/sections';
import { directus, stack } from './stack';
import { test } from './studio-page';

// Editors and section types: in the real Data Studio, adding a section to a page offers every registered type, shows
// the chosen type's fields only and refuses a save without a required field; and the showcase page in the Visual
// Editor's editing mode marks every field each type shows. Both loop over the registry, so a new type is covered
// without a line here.

// The Data Studio is a large application: on a busy machine it takes a while to open.
test.describe.configure({ timeout: 150_000 });
const STUDIO_TIMEOUT = { timeout: 45_000 };

/** A few types to choose in the Studio: one with an image and a link, one with a relation, the newsletter. */
const SAMPLED = ['hero', 'form', 'newsletter'].map((key) => SECTION_TYPES.find((definition) => definition.key === key)!);

/** The columns of the section's form the Studio shows (it renders no element for a hidden field). */
const shownColumns = (drawer: Locator) =>
  drawer.locator('.field[data-field]').evaluateAll((fields) => fields.map((field) => field.getAttribute('data-field')!));

/** A field's label in the Studio's form. */
const labelOf = (drawer: Locator, column: string) => drawer.locator(`.field[data-field="${column}"] .field-label-content`).first();

/** Opens a new page in the Studio and the drawer of a new section in its page builder. */
async function newSectionDrawer(page: Page): Promise<Locator> {
  await page.goto(`${stack.directusUrl}/admin/content/pages/+`);
  const builder = page.locator('.field[data-field="sections"]');
  await builder.getByRole('button', { name: 'Create New' }).click(STUDIO_TIMEOUT);
  const drawer = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Creating Item in Sections' }) });
  await expect(drawer.locator('.field[data-field="type"]')).toBeVisible(STUDIO_TIMEOUT);
  return drawer;
}

/** The type choice's menu, opened. */
async function openTypeMenu(page: Page, drawer: Locator): Promise<Locator> {
  await drawer.locator('.field[data-field="type"] .interface .v-input').click();
  const menu = page
    .locator('.v-menu-content')
    .filter({ has: page.locator('.v-list-item') })
    .last();
  await expect(menu).toBeVisible();
  return menu;
}

async function chooseType(page: Page, drawer: Locator, definition: SectionDefinition) {
  const menu = await openTypeMenu(page, drawer);
  await menu.locator('.v-list-item').filter({ hasText: definition.label }).first().click();
  await expect(drawer.locator('.field[data-field="type"] input')).toHaveValue(definition.label);
}

test('adding a section offers every registered type by its name and icon, and shows the chosen type’s fields only', async ({
  studio: page,
}) => {
  const drawer = await newSectionDrawer(page);
  const menu = await openTypeMenu(page, drawer);
  // The choices, past the search box the Data Studio puts above a long list.
  const options = menu.locator('.v-list-item').filter({ hasNot: page.locator('input') });
  await expect(options).toHaveCount(SECTION_TYPES.length);
  const offered = await options.evaluateAll((items) =>
    items.map((item) => ({ text: item.textContent ?? '', icon: item.querySelector('[data-icon]')?.getAttribute('data-icon') ?? null })),
  );
  // An option's text is its icon's ligature, then its name.
  expect(
    offered.map(({ text, icon }) => ({ text: (icon && text.startsWith(icon) ? text.slice(icon.length) : text).trim(), icon })),
  ).toEqual(SECTION_TYPES.map((definition) => ({ text: definition.label, icon: definition.icon })));
  await page.keyboard.press('Escape');

  const everyTypesColumn = new Set(SECTION_TYPES.flatMap((definition) => typeColumns(definition)));
  for (const definition of SAMPLED) {
    await chooseType(page, drawer, definition);
    const own = typeColumns(definition);
    const shown = await shownColumns(drawer);
    expect(
      shown.filter((column) => everyTypesColumn.has(column)),
      definition.key,
    ).toEqual(own);
    expect(shown.includes('heading'), definition.key).toBe(Boolean(definition.heading));
    // Named as the definition names them (and as a refusal at save does).
    for (const field of definition.fields) await expect(labelOf(drawer, columnOf(definition, field.name))).toContainText(fieldLabel(field));
  }
});

test('saving a section without a required field is refused, with a message that names the field', async ({ studio: page }) => {
  const drawer = await newSectionDrawer(page);
  const newsletter = SAMPLED.find((definition) => definition.key === 'newsletter')!;
  await chooseType(page, drawer, newsletter);
  await drawer.locator('.field[data-field="newsletter_text"] textarea').fill('Once a month.');
  await drawer.getByRole('button', { name: 'Save' }).click();
  // The Studio checks a required field before it sends anything, and says which.
  await expect(drawer.locator('.v-notice').filter({ hasText: 'invalid values' })).toContainText("Heading: Value can't be null");
  await expect(drawer).toBeVisible();

  // A type's own required field (the form to show), named as the definition labels it; the API refuses it too,
  // whatever the client (apps/cms/extensions/tessera-block-validation).
  const form = SAMPLED.find((definition) => definition.key === 'form')!;
  const required = form.fields.find((field) => field.required)!;
  await chooseType(page, drawer, form);
  await drawer.locator('.field[data-field="heading"] input').fill('Write to us');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.locator('.v-notice').filter({ hasText: 'invalid values' })).toContainText(
    `${fieldLabel(required)}: Value can't be null`,
  );
  const response = await fetch(`${stack.directusUrl}/items/sections`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: form.key, heading: 'Write to us' }),
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    errors: [{ message: `"${fieldLabel(required)}" is required in a ${form.label} section.` }],
  });
});

/** The Visual Editor's markers, as @directus/visual-editing writes them: `collection:…;item:…;fields:a,b;mode:…`. */
function parseMarker(value: string): { collection: string; item: string; fields: string[] } {
  const parts = Object.fromEntries(value.split(';').map((part) => [part.slice(0, part.indexOf(':')), part.slice(part.indexOf(':') + 1)]));
  return { collection: parts['collection'] ?? '', item: parts['item'] ?? '', fields: (parts['fields'] ?? '').split(',').filter(Boolean) };
}

test('in the Visual Editor, the showcase page marks every field each registered type shows, on its sections item', async ({
  studio: page,
}) => {
  const [showcase] = await directus<{ sections: { sections_id: { id: number; type: string } }[] }[]>(
    'GET',
    '/items/pages?filter[slug][_eq]=sections&filter[language][_eq]=en&fields=sections.sections_id.id,sections.sections_id.type&limit=1',
  );
  const ids = new Map(showcase!.sections.map(({ sections_id: section }) => [section.type, section.id]));
  // The Visual Editor module opens the site through /api/preview (which gives its frame a preview pass); the frame
  // then goes to the showcase page, as an editor following a link there would.
  await page.goto(`${stack.directusUrl}/admin/visual`);
  const frame = page.frameLocator('iframe#frame');
  await expect(frame.locator('[data-directus]').first()).toBeAttached(STUDIO_TIMEOUT);
  await frame.locator('body').evaluate(() => window.location.assign(new URL('/sections', window.location.href).href));
  for (const definition of SECTION_TYPES) await expect(frame.locator(`[data-section="${definition.key}"]`)).toBeAttached(STUDIO_TIMEOUT);

  for (const definition of SECTION_TYPES) {
    const section = frame.locator(`[data-section="${definition.key}"]`);
    const markers = await section.evaluate((root) =>
      [root, ...root.querySelectorAll('[data-directus]')].map((element) => element.getAttribute('data-directus')).filter(Boolean),
    );
    const targets = (markers as string[]).map(parseMarker).filter((target) => target.collection === 'sections');
    expect(targets.length, definition.key).toBeGreaterThan(0);
    for (const target of targets) expect(target.item, definition.key).toBe(String(ids.get(definition.key)));
    // Every field its demo content fills is shown, so marked: the heading as `heading`, the rest as `<type>_<field>`;
    // and no marker names a column of another type.
    const marked = new Set(targets.flatMap((target) => target.fields));
    // (A slots field is marked by the columns of the items its demo content fills.)
    for (const name of Object.keys(definition.demo.en)) {
      const columns = name === 'heading' ? ['heading'] : fieldColumns(definition, name);
      expect(
        columns.some((column) => marked.has(column)),
        `${definition.key}: ${name}`,
      ).toBe(true);
    }
    const own = ['heading', ...typeColumns(definition)];
    for (const column of marked) expect(own, definition.key).toContain(column);
  }
});
