// `npm run screenshots`: pictures of the demo site for the README, taken with Chromium into
// docs/screenshots/. Starts a throw-away demo (the same Directus, setup, demo content and
// production build as `npm start`, in a temporary folder on free ports, so a Tessera already
// running is left alone), or, with `--url <site>`, photographs a site that is already running.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumArgs, findChromium } from './lib/chromium.mjs';
import { throwawaySecrets } from './lib/env-file.mjs';
import { requireNode22 } from './lib/node-version.mjs';
import { repoRoot, startStack } from './lib/stack.mjs';
import { freePort } from './lib/free-port.mjs';

const outputDir = join(repoRoot, 'docs/screenshots');
const desktop = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const mobile = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

/** What the README shows: each page of the demo, at the top, in the light theme. */
export const SHOTS = [
  { file: 'home.png', path: '/', device: desktop },
  { file: 'post.png', path: '/posts/choosing-your-first-nippers', device: desktop, scrollTo: '.prose h2' },
  {
    file: 'locations.png',
    path: '/locations',
    device: desktop,
    // The map loads on request: press "Show map" once the island works, as a visitor would.
    press: { when: '[data-map-status][data-hydrated]', button: 'Show map' },
    waitFor: '[data-map-status="ready"], [data-map-status="failed"]',
  },
  { file: 'checkout.png', path: '/shop', device: desktop, scrollTo: '.checkout, .product' },
  { file: 'home-mobile.png', path: '/', device: mobile },
  // The section library's showcase, whole, at both widths; halved in size, as the README shows it small.
  { file: 'sections.png', path: '/sections', device: desktop, fullPage: true, scale: 0.5 },
  { file: 'sections-mobile.png', path: '/sections', device: mobile, fullPage: true, scale: 0.5 },
];

/** Scrolls a long page to its end and back, so that its lazy images load before a whole-page picture. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => {}))));
}

/** A file larger than this makes the README slow to load; the script says so rather than failing. */
const SIZE_BUDGET = 300 * 1024;

requireNode22();
const { values: options } = parseArgs({ options: { url: { type: 'string' } } });
const say = (message) => console.log(`\x1b[1m›\x1b[0m ${message}`);

let stopStack = async () => {};
let siteUrl = options.url?.replace(/\/$/, '');
try {
  if (!siteUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-screenshots-'));
    say('Starting a throw-away demo (Directus with the demo content, and a production build of the site)');
    const stack = await startStack({
      dataDir,
      directusPort: await freePort(),
      sitePort: await freePort(),
      siteHostname: '127.0.0.1',
      secrets: throwawaySecrets(),
      adminEmail: 'admin@example.com',
      quiet: true,
      onStep: (message) => say(message),
    }).catch((error) => {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    });
    stopStack = async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
    siteUrl = stack.siteUrl;
  }

  mkdirSync(outputDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    for (const shot of SHOTS) {
      const context = await browser.newContext({ ...shot.device, colorScheme: 'light', reducedMotion: 'reduce' });
      const page = await context.newPage();
      // Generous time limits: a busy machine (or a site just started) can take a while.
      const response = await page.goto(`${siteUrl}${shot.path}`, { waitUntil: 'load', timeout: 120_000 });
      if (!response?.ok()) throw new Error(`${shot.path} answered ${response?.status() ?? 'nothing'}`);
      await page.waitForLoadState('networkidle', { timeout: 120_000 });
      if (shot.press) {
        await page.locator(shot.press.when).first().waitFor({ timeout: 120_000 });
        await page.getByRole('button', { name: shot.press.button }).click();
      }
      if (shot.waitFor) await page.locator(shot.waitFor).first().waitFor({ timeout: 120_000 });
      if (shot.scrollTo) await page.locator(shot.scrollTo).first().scrollIntoViewIfNeeded();
      // Every image decoded (lazy ones below the fold may stay unloaded; they are not in the picture).
      await page.evaluate(() =>
        Promise.all([...document.images].filter((image) => image.loading !== 'lazy').map((image) => image.decode().catch(() => {}))),
      );
      const file = join(outputDir, shot.file);
      if (shot.fullPage) await scrollThrough(page);
      const picture = await page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: Boolean(shot.fullPage) });
      const width = shot.device.viewport.width * (shot.scale ?? 1);
      // A 256-colour palette: a quarter of the size, and no visible change for pages like these.
      const { size } = await sharp(picture)
        .resize({ width })
        .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
        .toFile(file);
      say(
        `${shot.file}: ${shot.path}, ${Math.round(size / 1024)} KB${size > SIZE_BUDGET ? ` (over the ${SIZE_BUDGET / 1024} KB budget)` : ''}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  say(`Screenshots written to ${outputDir}`);
} catch (error) {
  console.error(`\n✖ The screenshots could not be taken: ${error.message}`);
  process.exitCode = 1;
} finally {
  await stopStack();
}
