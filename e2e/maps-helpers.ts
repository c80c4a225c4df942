import { expect, type Page } from '@playwright/test';

/** What the locations island exposes to tests on its root element: map status and zoom. */
export const mapLayout = (page: Page) => page.locator('[data-map-status]');
export const mapZoom = async (page: Page) => Number(await mapLayout(page).getAttribute('data-map-zoom'));

/** The facade's button, in the map's pane until the visitor asks for the map. */
export const showMapButton = (page: Page) => page.getByRole('button', { name: 'Show map' });

/**
 * Asks for the map, as a visitor does: scrolled to, once the island has hydrated (before, the button does nothing yet),
 * and waits for it.
 */
export async function showMap(page: Page) {
  await mapLayout(page).scrollIntoViewIfNeeded();
  await expect(mapLayout(page)).toHaveAttribute('data-hydrated', '');
  await showMapButton(page).click();
  await expect(mapLayout(page)).toHaveAttribute('data-map-status', 'ready');
}

/** Opens a site's /locations page, asks for the map and waits for it. */
export async function openLocations(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/locations`);
  await showMap(page);
}

/** With the keyboard alone: types into the address combobox, moves to the suggestion with the arrow key, and chooses it. */
export async function chooseAddress(page: Page, typed: string, suggestion: RegExp | string) {
  const search = page.getByRole('combobox', { name: 'Search for an address' });
  await search.focus();
  await page.keyboard.type(typed);
  const option = page.getByRole('option', { name: suggestion });
  await expect(option).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
}

/** The studio list says whom it is sorted for, starts in Lyon, and its distances rise. */
export async function expectNearestToLyonFirst(page: Page, origin: RegExp) {
  await expect(page.getByText(origin)).toBeVisible();
  const entries = page.getByRole('list', { name: 'Studios' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Lyon');
  const distances = (await entries.locator('button span:last-child').allTextContents()).slice(0, 20).map((text) => {
    const [value, unit] = text.replace(/,/g, '').split(' ');
    return Number(value) * (unit === 'km' ? 1000 : 1);
  });
  expect(distances.length).toBeGreaterThan(5);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(distances[0]).toBeLessThan(20_000);
}
