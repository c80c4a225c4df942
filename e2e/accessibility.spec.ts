import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, expectNoViolationsInBothThemes } from './axe';
import { mapLayout, mapZoom, showMap, showMapButton } from './maps-helpers';
import { cardFormButton, openCardForm, serveTestMap, standInStripe } from './stand-ins';
import { createMember, RUNS_ALONE, stack, uniqueEmail } from './stack';
import { scrollToEach } from './islands';

// axe-core in Chromium on every page type, at WCAG 2.2 AA: no violation allowed. Each page is checked once its
// islands have hydrated, with the map and Stripe.js answered by their stand-ins, so that what a visitor sees is checked:
// the map and the card form as they come on request, and, on their own pages, the facade and the button before.

const pages: { name: string; path: string; ready: (page: Page) => Promise<void>; map?: true }[] = [
  { name: 'home', path: '/', ready: async (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    name: 'a page with every section type',
    path: '/open-day',
    map: true,
    ready: async (page) => {
      // The map and the card form, as a visitor asks for them.
      await showMap(page);
      await expect(page.getByRole('button', { name: /^Country:/ })).toBeVisible();
      await openCardForm(page.getByTestId('checkout'));
    },
  },
  { name: 'post list', path: '/posts', ready: async (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    name: 'a post with a table of contents, breadcrumbs, its author and related posts',
    path: '/posts/choosing-your-first-nippers',
    ready: async (page) => expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible(),
  },
  {
    name: 'the same post in Arabic (right to left)',
    path: '/ar/posts/ikhtiyar-awwal-qattaa',
    ready: async (page) => expect(page.getByRole('navigation', { name: 'المحتويات' })).toBeVisible(),
  },
  {
    name: 'a category',
    path: '/posts/category/materials',
    ready: async (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'an author',
    path: '/posts/author/tom-okafor',
    ready: async (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'a post with two videos',
    path: '/posts/two-films-about-the-craft',
    ready: async (page) => {
      await scrollToEach(page.locator('[data-video-service]'));
      await expect(page.locator('[data-video-service][data-hydrated]')).toHaveCount(2);
    },
  },
  {
    name: 'locations, before the map is asked for',
    path: '/locations',
    ready: async (page) => {
      await expect(mapLayout(page)).toHaveAttribute('data-hydrated', '');
      await expect(showMapButton(page)).toBeVisible();
    },
  },
  { name: 'locations', path: '/locations', ready: showMap, map: true },
  { name: 'a form', path: '/contact', ready: async (page) => expect(page.getByRole('button', { name: /^Country:/ })).toBeVisible() },
  {
    name: 'checkout, before the card form is asked for',
    path: '/products/starter-mosaic-kit',
    ready: async (page) => {
      await expect(page.getByTestId('checkout')).toHaveAttribute('data-hydrated', '');
      await expect(cardFormButton(page.getByTestId('checkout'))).toBeVisible();
    },
  },
  { name: 'checkout', path: '/products/starter-mosaic-kit', ready: (page) => openCardForm(page.getByTestId('checkout')) },
  { name: 'sign-in', path: '/account/sign-in', ready: async (page) => expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled() },
  {
    name: 'search results',
    path: '/search?q=mosiac',
    ready: async (page) => expect(page.getByRole('status')).toContainText('for “mosiac”'),
  },
  { name: '404', path: '/no-such-page', ready: async (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
];

// In both themes: the system's setting, as a visitor without a choice of their own gets it.
for (const { name, path, ready, map } of pages) {
  test(`${name} (${path}) has no WCAG 2.2 AA violation, in the light and the dark theme`, map ? RUNS_ALONE : {}, async ({ page }) => {
    await serveTestMap(page);
    await standInStripe(page);
    await page.goto(`${stack.siteUrl}${path}`);
    await ready(page);
    await expectNoViolationsInBothThemes(page);
  });
}

test.describe('signed in', () => {
  // A client address of its own, so that the sign-in throttle of other tests does not apply.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.81' } });

  test('the profile (/account/profile) has no WCAG 2.2 AA violation', async ({ page }) => {
    const email = uniqueEmail('axe');
    await createMember(email, 'axe-password-1');
    await page.goto(`${stack.siteUrl}/account/sign-in?next=/account/profile`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('axe-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${stack.siteUrl}/account/profile`);
    await expect(page.getByRole('button', { name: 'Save the profile' })).toBeVisible();
    await expectNoViolations(page);
  });
});

// The widgets' open states, which the pages above do not show on load.
test('the open country list of the phone input has no WCAG 2.2 AA violation', async ({ page }) => {
  await page.goto(`${stack.siteUrl}/contact`);
  await page.getByRole('button', { name: /^Country:/ }).click();
  await expect(page.getByRole('listbox', { name: 'Countries' })).toBeVisible();
  await expectNoViolations(page);
});

test('the contact form with its conditional field shown has no WCAG 2.2 AA violation', async ({ page }) => {
  await page.goto(`${stack.siteUrl}/contact`);
  await expect(page.getByRole('button', { name: /^Country:/ })).toBeVisible();
  await page.getByLabel('I am writing as (optional)', { exact: true }).selectOption('a business');
  await expect(page.getByLabel('Company', { exact: true })).toBeVisible();
  await expectNoViolations(page);
});

test('the address suggestions and an open studio card have no WCAG 2.2 AA violation', RUNS_ALONE, async ({ page }) => {
  await serveTestMap(page);
  await page.goto(`${stack.siteUrl}/locations`);
  await showMap(page);
  await page.getByRole('combobox', { name: 'Search for an address' }).fill('Lyon Part');
  await expect(page.getByRole('option', { name: /^Lyon Part-Dieu/ })).toBeVisible();
  await expectNoViolations(page);
  const zoomBefore = await mapZoom(page);
  await page.getByRole('list', { name: 'Studios' }).getByRole('button').first().click();
  await expect(page.locator('[data-location-card]')).toBeVisible();
  // The map flies to the studio, zooming out and in again: markers drawn for the view it left sit close together
  // until it lands (the zoom it reports changes once it has) and draws them again for the new view.
  await expect.poll(() => mapZoom(page)).toBeGreaterThan(zoomBefore);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expectNoViolations(page);
});
