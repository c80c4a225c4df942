import { expect, test, type Locator, type Page } from '@playwright/test';
import { tabTo } from './keyboard';
import {
  chooseAddress,
  expectNearestToLyonFirst,
  mapLayout,
  mapZoom,
  openLocations as openLocationsOf,
  showMapButton,
} from './maps-helpers';
import { MAP_HOST, serveTestMap } from './stand-ins';
import { RUNS_ALONE, stack } from './stack';

/**
 * The keyless provider (MapLibre GL) against local stand-ins:
 * - the browser's style and tile requests go to https://maps.tessera.test (the test stack's MAPS_STYLE_URL, a host
 *   that does not exist) and are answered with page.route (serveTestMap in stand-ins.ts): a tiny raster style and a generated PNG tile;
 * - the geocoder is asked by the site's server, out of page.route's reach, so the test stack starts a
 *   Photon-compatible stub on a loopback port before the site and passes its URL in MAPS_GEOCODER_URL
 *   (scripts/lib/geocoder-stub.mjs). TESSERA_TEST_GEOCODER_URL tells this spec where it is.
 */

interface Recorded {
  requests: string[];
  errors: string[];
}

async function preparePage(page: Page): Promise<Recorded> {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  await serveTestMap(page);
  return { requests, errors };
}

const thirdParty = (requests: string[]) =>
  requests.filter((url) => {
    const { origin, hostname, protocol } = new URL(url);
    return origin !== new URL(stack.siteUrl).origin && hostname !== MAP_HOST && protocol !== 'data:' && protocol !== 'blob:';
  });

const openLocations = (page: Page) => openLocationsOf(page, stack.siteUrl);

/** The bodies of the site's script chunks the page has fetched so far. */
function watchScripts(page: Page): () => Promise<string[]> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\/_next\/static\/chunks\/.*\.js$/.test(response.url())) scripts.push(response.text().catch(() => ''));
  });
  return () => Promise.all(scripts);
}
const isMapLibre = (body: string) => body.includes('maplibregl');

/** Where an element is on the page (not in the viewport, so scrolling does not count as moving). */
const boxInPage = (locator: Locator) =>
  locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + window.scrollX, y: y + window.scrollY, width, height };
  });

test(
  'the map loads only once the visitor asks: before, a facade names its host and the list, filter and search work',
  RUNS_ALONE,
  async ({ page }) => {
    const { requests, errors } = await preparePage(page);
    const scripts = watchScripts(page);
    await page.goto(`${stack.siteUrl}/locations`, { waitUntil: 'networkidle' });
    await expect(mapLayout(page)).toHaveAttribute('data-hydrated', '');
    await expect(page.getByText(`The map comes from ${MAP_HOST} and loads only when you ask for it.`)).toBeVisible();

    // Without the map: the filter, and the address search through the site's server.
    const filter = page.getByRole('searchbox', { name: 'Filter by name or city' });
    await filter.fill('Lyon');
    await expect(page.getByText(/^\d+ of \d+ studios/)).toBeVisible();
    await filter.fill('');
    await chooseAddress(page, 'Lyon Part', /^Lyon Part-Dieu/);
    await expectNearestToLyonFirst(page, /^\d+ studios, nearest to Lyon Part-Dieu/);
    await page.waitForLoadState('networkidle');

    // Nothing of the map so far: no style, no tiles, no worker, no MapLibre code.
    expect(requests.filter((url) => url.includes(MAP_HOST) || url.includes('/api/maps/'))).toEqual([]);
    expect((await scripts()).filter(isMapLibre)).toEqual([]);
    await expect(mapLayout(page)).toHaveAttribute('data-map-status', 'waiting');

    const facade = showMapButton(page).locator('..');
    const list = page.getByRole('list', { name: 'Studios' });
    const before = { pane: await boxInPage(facade), list: await boxInPage(list) };
    await showMapButton(page).click();
    // Focus follows from the button into the map, which takes the facade's box: nothing moves.
    await expect(page.locator('[data-map-canvas]')).toBeFocused();
    await expect(mapLayout(page)).toHaveAttribute('data-map-status', 'ready');
    expect(requests.some((url) => url === `https://${MAP_HOST}/style.json`)).toBe(true);
    expect((await scripts()).some(isMapLibre)).toBe(true);
    expect(await boxInPage(page.locator('[data-map-canvas]'))).toEqual(before.pane);
    expect(await boxInPage(list)).toEqual(before.list);
    expect(thirdParty(requests)).toEqual([]);
    expect(errors).toEqual([]);

    // Asked once, the map comes by itself for the rest of the session (this tab)…
    await page.reload();
    await expect(mapLayout(page)).toHaveAttribute('data-map-status', 'ready');
    // …while another tab asks again.
    const other = await page.context().newPage();
    const otherRequests: string[] = [];
    other.on('request', (request) => otherRequests.push(request.url()));
    await other.goto(`${stack.siteUrl}/locations`, { waitUntil: 'networkidle' });
    await expect(mapLayout(other)).toHaveAttribute('data-hydrated', '');
    await expect(showMapButton(other)).toBeVisible();
    expect(otherRequests.filter((url) => url.includes(MAP_HOST))).toEqual([]);
  },
);

test('clusters appear and a cluster opens with a click or the keyboard, zooming in', RUNS_ALONE, async ({ page }) => {
  const { requests, errors } = await preparePage(page);
  await openLocations(page);
  expect(await mapZoom(page)).toBeCloseTo(10, 0);
  const clusters = page.locator('button[data-kind="cluster"]');
  await expect(clusters.first()).toBeVisible();
  // Every cluster holds at least two studios and says how many.
  for (const text of await clusters.allTextContents()) expect(Number(text)).toBeGreaterThanOrEqual(2);
  await expect(clusters.first()).toHaveAttribute('aria-label', /^\d+ studios: zoom in$/);

  const before = await mapZoom(page);
  await clusters.first().click();
  await expect.poll(() => mapZoom(page)).toBeGreaterThan(before);

  // The keyboard alone: focus lands on a marker of the opened cluster, and Enter opens the next one down.
  const zoomed = await mapZoom(page);
  const next = page.locator('button[data-kind="cluster"]').first();
  if ((await next.count()) > 0) {
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => mapZoom(page)).toBeGreaterThan(zoomed);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-kind'))).toMatch(/^(point|cluster)$/);
  }
  expect(requests.some((url) => url === `https://${MAP_HOST}/style.json`)).toBe(true);
  expect(requests.some((url) => url.startsWith(`https://${MAP_HOST}/tiles/`))).toBe(true);
  expect(thirdParty(requests)).toEqual([]);
  expect(errors).toEqual([]);
});

test('an address search (keyboard only) sorts the list by distance, through the site’s server', RUNS_ALONE, async ({ page }) => {
  const { requests, errors } = await preparePage(page);
  await openLocations(page);
  const search = page.getByRole('combobox', { name: 'Search for an address' });
  // Back from the map, where focus went when it was asked for, to the search above it.
  await tabTo(page, search, 10, 'Shift+Tab');
  // Escape closes the suggestions and keeps the text; typing opens them again.
  await page.keyboard.type('Lyon Par');
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toHaveValue('Lyon Par');
  await chooseAddress(page, 't', /^Lyon Part-Dieu/);
  await expectNearestToLyonFirst(page, /^\d+ studios, nearest to Lyon Part-Dieu/);

  // The browser asked only the site; the site asked the geocoder, identifying itself.
  expect(requests.some((url) => url.startsWith(`${stack.siteUrl}/api/geocode?q=Lyon`))).toBe(true);
  expect(thirdParty(requests)).toEqual([]);
  const received = (await (await fetch(`${process.env.TESSERA_TEST_GEOCODER_URL}/requests`)).json()) as { q: string; userAgent: string }[];
  expect(received.some((request) => request.q.startsWith('Lyon'))).toBe(true);
  expect(received.every((request) => /^Tessera\//.test(request.userAgent))).toBe(true);
  expect(errors).toEqual([]);
});

test('list and map stay in sync: an entry opens its card, a marker highlights its entry', RUNS_ALONE, async ({ page }) => {
  const { errors } = await preparePage(page);
  await openLocations(page);
  const list = page.getByRole('list', { name: 'Studios' });
  const firstEntry = list.getByRole('button').first();
  const name = (await firstEntry.locator('strong').textContent())!;
  await firstEntry.focus();
  await page.keyboard.press('Enter');
  await expect(firstEntry).toHaveAttribute('aria-current', 'true');
  const card = page.locator('[data-location-card]');
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card.getByRole('link', { name: /^\+/ })).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(card.getByRole('link', { name: /^Directions/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/directions\?route=/,
  );
  await expect.poll(() => mapZoom(page)).toBeGreaterThanOrEqual(14.9);

  // Now a marker: its entry is highlighted, and its card opens.
  const point = page.locator('button[data-kind="point"]').first();
  await expect(point).toBeVisible();
  const label = (await point.getAttribute('aria-label'))!;
  await point.focus();
  await page.keyboard.press('Enter');
  await expect(point).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('button', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first()).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(card.getByRole('heading', { name: label })).toBeVisible();
  // Escape-free closing by keyboard: the card's close button returns focus to the entry.
  await card.getByRole('button', { name: `Close ${label}` }).click();
  await expect(card).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('pages without a map load no map code and ask no map host', async ({ page }) => {
  const { requests } = await preparePage(page);
  const scripts = watchScripts(page);
  await page.goto(`${stack.siteUrl}/`, { waitUntil: 'networkidle' });
  expect(requests.filter((url) => url.includes(MAP_HOST) || url.includes('/api/maps/') || url.includes('/api/geocode'))).toEqual([]);
  expect(await page.evaluate(() => document.querySelector('[data-map-status]'))).toBeNull();
  const bodies = await scripts();
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter(isMapLibre)).toEqual([]);
});

test('the MapLibre page loads none of the Google path: no Maps JavaScript API, no MarkerClusterer', RUNS_ALONE, async ({ page }) => {
  const { requests } = await preparePage(page);
  const scripts = watchScripts(page);
  await openLocations(page);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => url.includes('googleapis.com'))).toEqual([]);
  const bodies = await scripts();
  expect(bodies.some(isMapLibre)).toBe(true);
  expect(bodies.filter((body) => body.includes('clusteringbegin'))).toEqual([]);
});

test(
  'when the map script does not load within 5 seconds, the full list stays, searchable by name and city',
  RUNS_ALONE,
  async ({ page }) => {
    const { requests } = await preparePage(page);
    // Hold back (never answer) the script chunk that carries MapLibre GL; everything else loads normally.
    const held: string[] = [];
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('maplibregl') || body.includes('MapLibre GL JS')) {
        held.push(route.request().url());
        return; // no answer: the script "does not load"
      }
      await route.fulfill({ response, body });
    });
    await page.goto(`${stack.siteUrl}/locations`);
    await expect(mapLayout(page)).toHaveAttribute('data-hydrated', '');
    expect(held).toEqual([]);
    const started = Date.now();
    await showMapButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The map could not be loaded' });
    await expect(alert).toBeVisible({ timeout: 9_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(5_000);
    await expect(alert).toContainText('did not load within 5 seconds');
    // The focus the button had, then the map's, ends on the message.
    await expect(alert).toBeFocused();
    expect(held.length).toBeGreaterThan(0);
    await expect(mapLayout(page)).toHaveAttribute('data-map-status', 'failed');
    expect(requests.filter((url) => url.includes(MAP_HOST))).toEqual([]);

    const list = page.getByRole('list', { name: 'Studios' });
    const total = Number((await page.getByText(/^\d+ studios/).textContent())!.match(/^\d+/)![0]);
    expect(total).toBeGreaterThanOrEqual(200);
    const filter = page.getByRole('searchbox', { name: 'Filter by name or city' });
    await filter.focus();
    await page.keyboard.type('Lyon');
    await expect(page.getByText(new RegExp(`^\\d+ of ${total} studios`))).toBeVisible();
    for (const text of await list.getByRole('button').allTextContents()) expect(text).toMatch(/Lyon/);
    // An entry still opens its card, inline.
    await list.getByRole('button').first().click();
    await expect(list.locator('[data-location-card]').getByRole('link', { name: /^Directions/ })).toBeVisible();
  },
);

test.describe('with the browser’s location granted', () => {
  test.use({ geolocation: { latitude: 55.9533, longitude: -3.1883 }, permissions: ['geolocation'] });

  test('“Use my location” sorts the list by distance from there', RUNS_ALONE, async ({ page }) => {
    const { requests, errors } = await preparePage(page);
    await openLocations(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText(/^\d+ studios, nearest to your location first/)).toBeVisible();
    const first = page.getByRole('list', { name: 'Studios' }).getByRole('button').first();
    await expect(first).toContainText('Edinburgh');
    await expect(first).toContainText(/\d+(\.\d)? (m|km)$/);
    // The position never left the browser.
    expect(requests.filter((url) => url.includes('55.95'))).toEqual([]);
    expect(thirdParty(requests)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
