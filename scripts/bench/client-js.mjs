// Client JavaScript per route, first load: every script a page fetches in Chromium until the network is idle,
// without interaction, gzipped here (level 9) so that the figure does not depend on the server's compression.
// The framework runtime is what Next's build manifest loads on every page (rootMainFiles); the rest is the
// route's own: its layout and page chunks and the islands it shows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../lib/chromium.mjs';
import { distDir } from '../lib/site-build.mjs';
import { siteDir } from '../lib/stack.mjs';
import { printTable } from './table.mjs';

export const CLIENT_JS_PAGES = [
  ['home (hero, text, posts)', '/'],
  ['every section type (the showcase)', '/sections'],
  ['open day (six section types)', '/open-day'],
  ['text page with a video', '/about'],
  ['post list', '/posts'],
  ['post with two videos', '/posts/two-films-about-the-craft'],
  ['locations', '/locations'],
  ['form', '/contact'],
  ['checkout', '/products/starter-mosaic-kit'],
  ['sign-in', '/account/sign-in'],
  ['404', '/no-such-page'],
  // The same page types in German and Arabic: the islands' messages travel in the page, not in its scripts.
  ['home, Arabic', '/ar'],
  ['form, German', '/de/kontakt'],
  ['post with two videos, Arabic', '/ar/posts/filman-an-al-hirfa'],
  ['locations, Arabic', '/ar/al-istudiyuhat'],
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The framework runtime's script paths (/_next/static/chunks/…), from the build's manifest. */
function frameworkScripts() {
  const manifest = JSON.parse(readFileSync(join(siteDir, distDir(), 'build-manifest.json'), 'utf8'));
  return new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
}

/** Gzipped bytes of every script of the site's own a page loads, keyed by path. */
async function scriptsOf(context, url) {
  const page = await context.newPage();
  const sizes = new Map();
  const reading = [];
  page.on('response', (response) => {
    const requestUrl = new URL(response.url());
    if (response.request().resourceType() !== 'script' || requestUrl.origin !== new URL(url).origin) return;
    reading.push(response.body().then((body) => sizes.set(requestUrl.pathname, gzipSync(body, { level: 9 }).length)));
  });
  await page.goto(url, { waitUntil: 'load' });
  // Chunks asked for during hydration come after the load event; a map page's network never goes idle (its worker
  // stays open), so the wait for idleness is capped.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  // An island within a screen of the first (lib/deferred-island.tsx) loads once the page has hydrated, which on a
  // busy machine can come after the network has been idle for a while: its code counts, so it is waited for.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-island]')].every(
          (island) => island.hasAttribute('data-hydrated') || island.getBoundingClientRect().top > 2 * window.innerHeight,
        ),
      null,
      { timeout: 10_000 },
    )
    .catch(() => {});
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  await Promise.all(reading);
  await page.close();
  return sizes;
}

/** `npm run bench`: a table of first-load client JavaScript per page type. */
export async function run({ siteUrl }) {
  const framework = frameworkScripts();
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    // Third-party hosts do not exist here; refusing them at once keeps the page from waiting on them.
    await context.route(/^https:/, (route) => route.abort('blockedbyclient'));
    const rows = [];
    for (const [name, path] of CLIENT_JS_PAGES) {
      const sizes = await scriptsOf(context, `${siteUrl}${path}`);
      let frameworkBytes = 0;
      let ownBytes = 0;
      let ownScripts = 0;
      for (const [script, bytes] of sizes) {
        if (framework.has(script)) frameworkBytes += bytes;
        else {
          ownBytes += bytes;
          ownScripts += 1;
        }
      }
      rows.push({
        page: name,
        path,
        framework: kb(frameworkBytes),
        'route + islands': kb(ownBytes),
        scripts: ownScripts,
        total: kb(frameworkBytes + ownBytes),
      });
    }
    console.log('First load, gzip -9, 412 × 823 viewport, no interaction; third-party scripts refused.');
    printTable(rows);
  } finally {
    await browser.close();
  }
}
