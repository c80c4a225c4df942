import { expect, test, type Page } from '@playwright/test';
import { stack } from './stack';
import { scrollToEach } from './islands';
import { isVideoUrl, stubVideoHosts } from './stand-ins';

const POST = '/posts/two-films-about-the-craft';
const YOUTUBE_TITLE = 'Morning at the Ravenna studio';
const VIMEO_TITLE = 'A film about slow work';

/**
 * Records every request the page (and its frames) makes and every uncaught error, then stubs the video hosts at
 * the network edge.
 */
async function preparePage(page: Page): Promise<{ requests: string[]; errors: string[] }> {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await stubVideoHosts(page);
  // Cumulative layout shift, every shift counted (stricter than CLS's session windows).
  await page.addInitScript(() => {
    const target = window as unknown as { __cls: number };
    target.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) target.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { requests, errors };
}

async function openPost(page: Page) {
  await page.goto(`${stack.siteUrl}${POST}`, { waitUntil: 'networkidle' });
  // The buttons work once React has hydrated the facades, each as the reader comes near it.
  await scrollToEach(page.locator('[data-video-service]'));
  await expect(page.locator('[data-video-service][data-hydrated]')).toHaveCount(2);
}

const facade = (page: Page, service: 'youtube' | 'vimeo') => page.locator(`[data-video-service="${service}"]`);

test('the facades show without a request to any video host and without layout shift', async ({ page }) => {
  const { requests, errors } = await preparePage(page);
  await openPost(page);
  await expect(page.getByRole('button', { name: `Play video: ${YOUTUBE_TITLE}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Play video: ${VIMEO_TITLE}` })).toBeVisible();
  for (const service of ['youtube', 'vimeo'] as const) {
    const frame = facade(page, service);
    await frame.scrollIntoViewIfNeeded();
    // The demo embeds are 580 × 320: the box keeps that ratio at whatever width the column has.
    const box = (await frame.boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    expect(box.width / box.height).toBeCloseTo(580 / 320, 1);
  }
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThan(0.02);
  // Posters, if any, come from the site itself; no frame at all yet.
  for (const src of await page
    .locator('[data-video-service] img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')))) {
    expect(src).toMatch(/^\/api\/video\/poster\/(youtube|vimeo)\//);
  }
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(page.frames()).toHaveLength(1);
  // Readers without JavaScript still have a way to the video.
  await expect(page.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  await expect(page.getByRole('link', { name: 'Watch on Vimeo' })).toHaveAttribute('href', 'https://vimeo.com/76979871');
  expect(requests.filter(isVideoUrl)).toEqual([]);
  expect(errors).toEqual([]);
});

test('clicking the play button loads YouTube from youtube-nocookie.com, plays it and focuses it', async ({ page }) => {
  const { requests, errors } = await preparePage(page);
  await openPost(page);
  const frame = facade(page, 'youtube');
  const before = (await frame.boundingBox())!;
  expect(requests.filter(isVideoUrl)).toEqual([]);

  await page.getByRole('button', { name: `Play video: ${YOUTUBE_TITLE}` }).click();

  const iframe = frame.locator('iframe');
  await expect(iframe).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/);
  await expect(iframe).toHaveAttribute('title', YOUTUBE_TITLE);
  await expect(iframe).toHaveAttribute('allowfullscreen', '');
  await expect(frame).toHaveAttribute('data-player-state', 'playing');
  await expect(page.getByRole('button', { name: `Play video: ${YOUTUBE_TITLE}` })).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.closest('[data-video-service]')?.getAttribute('data-video-service'))).toBe(
    'youtube',
  );
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
  // The player takes the facade's place exactly.
  const after = (await iframe.boundingBox())!;
  expect(after.width).toBeCloseTo(before.width, 0);
  expect(after.height).toBeCloseTo(before.height, 0);
  // Only YouTube's API and player were contacted; the Vimeo video is still a facade.
  expect(requests.filter(isVideoUrl).map((url) => new URL(url).origin)).toEqual(
    expect.arrayContaining(['https://www.youtube.com', 'https://www.youtube-nocookie.com']),
  );
  expect(requests.filter((url) => /vimeo/.test(url))).toEqual([]);
  await expect(facade(page, 'vimeo').locator('iframe')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a keyboard alone can play a video: Tab to the button, press Enter', async ({ page }) => {
  const { requests, errors } = await preparePage(page);
  await openPost(page);
  const name = `Play video: ${VIMEO_TITLE}`;
  let reached = false;
  for (let presses = 0; presses < 40 && !reached; presses += 1) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate((label) => document.activeElement?.getAttribute('aria-label') === label, name);
  }
  expect(reached).toBe(true);
  expect(requests.filter(isVideoUrl)).toEqual([]);

  await page.keyboard.press('Enter');

  const frame = facade(page, 'vimeo');
  const iframe = frame.locator('iframe');
  await expect(iframe).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/76979871\?/);
  await expect(iframe).toHaveAttribute('title', VIMEO_TITLE);
  await expect(iframe).toHaveAttribute('allowfullscreen', '');
  await expect(iframe).toHaveAttribute('allow', /autoplay/);
  await expect(frame).toHaveAttribute('data-player-state', 'playing');
  expect(await page.evaluate(() => document.activeElement?.closest('[data-video-service]')?.getAttribute('data-video-service'))).toBe(
    'vimeo',
  );
  // @vimeo/player came from the site, not from Vimeo; nothing of YouTube's was loaded.
  expect(requests.filter((url) => isVideoUrl(url) && !url.startsWith('https://player.vimeo.com/video/76979871?'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('Space activates the button too, and only the two player hosts are ever framed', async ({ page }) => {
  const { errors } = await preparePage(page);
  await openPost(page);
  await page.getByRole('button', { name: `Play video: ${YOUTUBE_TITLE}` }).focus();
  await page.keyboard.press('Space');
  await expect(facade(page, 'youtube').locator('iframe')).toHaveCount(1);
  await page.getByRole('button', { name: `Play video: ${VIMEO_TITLE}` }).click();
  await expect(facade(page, 'vimeo').locator('iframe')).toHaveCount(1);
  await expect(facade(page, 'vimeo')).toHaveAttribute('data-player-state', 'playing');
  const framed = await page.locator('iframe').evaluateAll((frames) => frames.map((frame) => new URL(frame.getAttribute('src')!).origin));
  expect(framed.sort()).toEqual(['https://player.vimeo.com', 'https://www.youtube-nocookie.com']);
  const origins = page
    .frames()
    .slice(1)
    .map((frame) => new URL(frame.url()).origin);
  expect(origins.every((origin) => ['https://player.vimeo.com', 'https://www.youtube-nocookie.com'].includes(origin))).toBe(true);
  expect(errors).toEqual([]);
});

test('the poster routes refuse bad input', async ({ request }) => {
  const get = (path: string) => request.get(`${stack.siteUrl}/api/video/poster${path}`, { maxRedirects: 0 });
  expect((await get('/youtube/not-an-id')).status()).toBe(404);
  expect((await get('/youtube/aqz-KE-bpKQ.jpg')).status()).toBe(404);
  expect((await get('/vimeo/abc')).status()).toBe(404);
  expect((await get('/vimeo/76979871?h=..%2Fx')).status()).toBe(400);
  expect((await get('/dailymotion/x7tgad0')).status()).toBe(404);
  // A real id: the poster, or 502 where YouTube cannot be reached (as on an offline test machine).
  const poster = await get('/youtube/aqz-KE-bpKQ');
  expect([200, 502]).toContain(poster.status());
  if (poster.status() === 200) expect(poster.headers()['content-type']).toMatch(/^image\//);
});

test('measures what the page transfers before interaction', async ({ page }) => {
  const { requests, errors } = await preparePage(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map<string, { url: string; type: string; bytes: number }>();
  cdp.on('Network.responseReceived', (event) => responses.set(event.requestId, { url: event.response.url, type: event.type, bytes: 0 }));
  cdp.on('Network.loadingFinished', (event) => {
    const response = responses.get(event.requestId);
    if (response) response.bytes = event.encodedDataLength;
  });
  await openPost(page);
  await page.waitForTimeout(500);
  const all = [...responses.values()];
  const byType: Record<string, number> = {};
  for (const { type, bytes } of all) byType[type] = (byType[type] ?? 0) + bytes;
  const total = all.reduce((sum, { bytes }) => sum + bytes, 0);
  const scripts = all.filter(({ type }) => type === 'Script');
  // The facade island: the script chunk(s) holding the facade's own code.
  const island: { url: string; bytes: number }[] = [];
  // The player code (ours, YouTube's loader, @vimeo/player) must wait for activation.
  const playerCode: string[] = [];
  for (const { url, bytes } of scripts) {
    const source = await (await page.request.get(url)).text();
    if (source.includes('data-video-service')) island.push({ url: new URL(url).pathname, bytes });
    if (/iframe_api|isVimeoUrl|SeekTimeoutError/.test(source)) playerCode.push(new URL(url).pathname);
  }
  const report = {
    cumulativeLayoutShift: await page.evaluate(() => (window as unknown as { __cls: number }).__cls),
    requests: all.length,
    totalBytes: total,
    byType,
    islandChunks: island,
    videoHostRequests: requests.filter(isVideoUrl).length,
    thirdPartyBytes: all.filter(({ url }) => !url.startsWith(stack.siteUrl)).reduce((sum, { bytes }) => sum + bytes, 0),
  };
  test.info().annotations.push({ type: 'transfer before interaction', description: JSON.stringify(report) });
  console.log(`Video page before interaction: ${JSON.stringify(report, null, 2)}`);
  expect(report.videoHostRequests).toBe(0);
  expect(report.thirdPartyBytes).toBe(0);
  expect(island.length).toBeGreaterThan(0);
  expect(playerCode).toEqual([]);
  expect(errors).toEqual([]);
});
