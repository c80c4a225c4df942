import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chooseAddress, expectNearestToLyonFirst, mapLayout, mapZoom, openLocations as openLocationsOf, showMap } from './maps-helpers';
import { RUNS_ALONE, stack } from './stack';

/**
 * The Google Maps provider, on the test stack's second site (the same build, started with a Google Maps key).
 * The browser's requests to maps.googleapis.com are answered with a stand-in of the Maps JavaScript API
 * (e2e/google-maps-fake.js) that records what is asked of it; the site's code, the Places address search and the
 * real @googlemaps/markerclusterer run unchanged against it.
 */

const GOOGLE_MAPS_FAKE = readFileSync(new URL('./google-maps-fake.js', import.meta.url), 'utf8');

interface FakeCall {
  name: string;
  [detail: string]: unknown;
}
type Box = { south: number; west: number; north: number; east: number };

async function preparePage(page: Page) {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('https://maps.googleapis.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: GOOGLE_MAPS_FAKE }));
  return { requests, errors };
}

const calls = (page: Page, name: string) =>
  page.evaluate(
    (wanted) =>
      (window as unknown as { __googleMapsFake: { calls: FakeCall[] } }).__googleMapsFake.calls.filter((call) => call.name === wanted),
    name,
  );
const openLocations = (page: Page) => openLocationsOf(page, stack.googleMapsSiteUrl);

test(
  'Google Maps: nothing is asked of Google, and none of its code is fetched, before the visitor presses “Show map”',
  RUNS_ALONE,
  async ({ page }) => {
    const { requests, errors } = await preparePage(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (/\/_next\/static\/chunks\/.*\.js$/.test(response.url())) scripts.push(response.text().catch(() => ''));
    });
    const google = () => requests.filter((url) => /(^|\.)(google|googleapis|gstatic)\.com$/.test(new URL(url).hostname));
    await page.goto(`${stack.googleMapsSiteUrl}/locations`, { waitUntil: 'networkidle' });
    await expect(mapLayout(page)).toHaveAttribute('data-hydrated', '');
    await expect(page.getByText('The map comes from Google Maps and loads only when you ask for it.')).toBeVisible();
    expect(google()).toEqual([]);
    // The Google adapter and MarkerClusterer come with the map, not with the page.
    expect((await Promise.all(scripts)).filter((body) => body.includes('clusteringbegin'))).toEqual([]);

    await showMap(page);
    expect(google().filter((url) => url.startsWith('https://maps.googleapis.com/maps/api/js'))).toHaveLength(1);
    expect((await Promise.all(scripts)).some((body) => body.includes('clusteringbegin'))).toBe(true);
    expect(errors).toEqual([]);
  },
);

test('Google Maps: the script URL, clusters from Google’s MarkerClusterer, a cluster opens to its bounds', RUNS_ALONE, async ({ page }) => {
  const { requests, errors } = await preparePage(page);
  await openLocations(page);

  const scripts = requests.filter((url) => url.startsWith('https://maps.googleapis.com/'));
  expect(scripts).toHaveLength(1);
  const url = new URL(scripts[0]!);
  expect(url.pathname).toBe('/maps/api/js');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    key: 'test-google-maps-key',
    language: 'en',
    v: 'weekly',
    libraries: 'marker,places',
    callback: '__tesseraGoogleMapsReady',
    loading: 'async',
  });
  expect((await calls(page, 'Map'))[0]).toMatchObject({ options: { mapId: 'tessera-test-map' } });
  expect((await calls(page, 'importLibrary')).map((call) => call.library)).toEqual(expect.arrayContaining(['maps', 'marker']));
  // Neither MapLibre nor the site's geocoder is involved.
  expect(requests.filter((url) => url.includes('maps.tessera.test') || url.includes('/api/maps/') || url.includes('/api/geocode'))).toEqual(
    [],
  );

  // Clusters (two studios or more, saying how many) and single studios, drawn by the clusterer.
  const clusters = page.locator('button[data-kind="cluster"]');
  await expect(clusters.first()).toBeVisible();
  for (const text of await clusters.allTextContents()) expect(Number(text)).toBeGreaterThanOrEqual(2);
  await expect(clusters.first()).toHaveAttribute('aria-label', /^\d+ studios: zoom in$/);

  // A click on a cluster inside the map fits the map to the cluster's bounds.
  const canvas = (await page.locator('[data-map-canvas]').boundingBox())!;
  let target = clusters.first();
  for (const candidate of await clusters.all()) {
    const box = (await candidate.boundingBox())!;
    if (
      box.x > canvas.x &&
      box.y > canvas.y &&
      box.x + box.width < canvas.x + canvas.width &&
      box.y + box.height < canvas.y + canvas.height
    ) {
      target = candidate;
      break;
    }
  }
  const count = Number(await target.textContent());
  const before = await mapZoom(page);
  const fittedBefore = (await calls(page, 'fitBounds')).length;
  await target.click();
  await expect.poll(async () => (await calls(page, 'fitBounds')).length).toBe(fittedBefore + 1);
  const fitted = (await calls(page, 'fitBounds')).at(-1)!.bounds as Box;
  expect(fitted.north).toBeGreaterThan(fitted.south);
  const inside = await page.evaluate(
    (box) => (window as unknown as { __googleMapsFake: { studiosWithin(box: Box): number } }).__googleMapsFake.studiosWithin(box),
    fitted,
  );
  expect(inside).toBe(count);
  await expect.poll(() => mapZoom(page)).toBeGreaterThan(before);
  // Focus moves to the first marker of the opened cluster.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-kind'))).toMatch(/^(point|cluster)$/);

  // The keyboard alone: Enter on a focused cluster opens it too.
  const zoomed = await mapZoom(page);
  const next = page.locator('button[data-kind="cluster"]').first();
  if ((await next.count()) > 0) {
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await calls(page, 'fitBounds')).length).toBe(fittedBefore + 2);
    await expect.poll(() => mapZoom(page)).toBeGreaterThan(zoomed);
  }

  // A studio's marker selects its entry in the list and opens its card, with Google directions.
  const point = page.locator('button[data-kind="point"]').first();
  await point.focus();
  await page.keyboard.press('Enter');
  await expect(point).toHaveAttribute('aria-pressed', 'true');
  const card = page.locator('[data-location-card]');
  await expect(card.getByRole('link', { name: /^Directions/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
  expect(errors).toEqual([]);
});

test(
  'Google Maps: the address search (keyboard combobox) takes Places suggestions and sorts the list by distance',
  RUNS_ALONE,
  async ({ page }) => {
    const { requests, errors } = await preparePage(page);
    await openLocations(page);
    await chooseAddress(page, 'Lyon Part', 'Lyon Part-Dieu, Lyon, France');
    // The suggestions were Google's, credited as its terms ask.
    await expect(page.getByRole('listbox', { name: 'Address suggestions', includeHidden: true })).toContainText('Powered by Google');
    await expectNearestToLyonFirst(page, /^\d+ studios, nearest to Lyon Part-Dieu, Lyon, France first/);

    // One Places session: every suggestion request and the details request that ends it share a token.
    const suggestionsAsked = await calls(page, 'fetchAutocompleteSuggestions');
    expect(suggestionsAsked.length).toBeGreaterThan(0);
    expect(suggestionsAsked.every((call) => call.sessionToken === suggestionsAsked[0]!.sessionToken && call.sessionToken !== null)).toBe(
      true,
    );
    expect((await calls(page, 'AutocompleteSessionToken')).length).toBe(1);
    expect(await calls(page, 'fetchFields')).toEqual([{ name: 'fetchFields', id: 'fake-lyon-part-dieu', fields: ['location'] }]);
    // The map centres on the address.
    expect((await calls(page, 'panTo')).at(-1)).toEqual({ name: 'panTo', center: { lat: 45.7606, lng: 4.8593 } });
    expect(requests.filter((url) => url.includes('/api/geocode'))).toEqual([]);
    expect(errors).toEqual([]);
  },
);
