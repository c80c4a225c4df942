/**
 * Benchmark: Tessera's smooth scroller (smooth-scroll.ts) against Lenis, the library the specification's lerp 0.1
 * comes from, configured to the specification (lerp 0.1) and its own best options for a site like this one
 * (`autoRaf`, `allowNestedScroll`; anchors left to the browser, its default). Measured in the same run:
 * - bytes: each scroller's code bundled with what it imports, minified, gzip -9 (Lenis with its stylesheet);
 * - behaviour, in the system Chromium on a small local page (a long article under a fixed header with in-page
 *   links, a scrolling box, a map-like element that zooms on the wheel): how each eases the wheel and how each
 *   yields to the keyboard, anchor links, find-in-page, a pointer, nested scrollers, a scroll lock and reduced motion.
 * Run: `node apps/site/src/features/motion/bench/scroll.mjs`, or `npm run bench -- scroll`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { bundleBytes, kb } from '../../../../../../scripts/bench/bundle-bytes.mjs';
import { printTable } from '../../../../../../scripts/bench/table.mjs';
import { chromiumArgs, findChromium } from '../../../../../../scripts/lib/chromium.mjs';

const here = import.meta.dirname;
const lenisCss = readFileSync(createRequire(import.meta.url).resolve('lenis/dist/lenis.css'), 'utf8');

/** Each contender as the site would start it (before the width and reduced-motion switch, which both need alike). */
const CONTENDERS = {
  Tessera: `import { startSmoothScroll } from '../smooth-scroll.ts'; startSmoothScroll();`,
  Lenis: `import Lenis from 'lenis'; new Lenis({ lerp: 0.1, autoRaf: true, allowNestedScroll: true });`,
};

async function bytes() {
  const rows = [];
  for (const [name, source] of Object.entries(CONTENDERS)) {
    const { minified, gzip } = await bundleBytes(source, here);
    const css = name === 'Lenis' ? await bundleBytes(lenisCss, here, 'css') : { minified: 0, gzip: 0 };
    rows.push({
      scroller: name,
      'JS min': kb(minified),
      'JS gzip': kb(gzip),
      'CSS gzip': css.gzip ? kb(css.gzip) : '–',
      'total gzip': kb(gzip + css.gzip),
    });
  }
  printTable(rows);
}

const SECTIONS = 40;
/** The test page: a fixed header with in-page links, a long article, a scrolling box and a map-like element. */
function page(scroller) {
  const sections = Array.from({ length: SECTIONS }, (_, i) => {
    const extra =
      i === 12
        ? '<div id="box" style="height:200px;overflow:auto;border:1px solid"><div style="height:2000px">A box that scrolls on its own.</div></div>'
        : i === 16
          ? '<div id="map" style="height:300px;background:#ccd">A map: the wheel zooms it.</div>'
          : '';
    const phrase = i === 1 ? ' The cormorant phrase to find. ' : '';
    return `<section id="s${i}"><h2>Section ${i}</h2><p>${'Tesserae are set one by one. '.repeat(40)}${phrase}<a href="#s0">A link in section ${i}</a></p>${extra}</section>`;
  }).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${scroller}</title>
<style>${scroller === 'Lenis' ? lenisCss : ''} body{margin:0;font:18px/1.7 sans-serif} main{max-width:40rem;margin:0 auto;padding:4rem 1rem}
header{position:fixed;top:0;right:0;padding:.5rem;background:#fff} section{min-height:600px} [id]{scroll-margin-top:0}</style></head>
<body><header><a id="jump" href="#s30">To section 30</a></header><main>${sections}</main>
<script>document.getElementById('map').addEventListener('wheel', (event) => { event.preventDefault(); window.mapZooms = (window.mapZooms || 0) + 1; }, { passive: false });</script>
<script src="/${scroller}.js"></script></body></html>`;
}

async function serve() {
  const scripts = {};
  for (const [name, source] of Object.entries(CONTENDERS)) {
    const result = await build({
      stdin: { contents: source, resolveDir: here, loader: 'ts' },
      bundle: true,
      format: 'iife',
      write: false,
      logLevel: 'silent',
    });
    scripts[`/${name}.js`] = result.outputFiles[0].text;
  }
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (scripts[path]) return response.writeHead(200, { 'content-type': 'text/javascript' }).end(scripts[path]);
    const scroller = path.slice(1);
    if (scroller in CONTENDERS) return response.writeHead(200, { 'content-type': 'text/html' }).end(page(scroller));
    response.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const scrollY = (tab) => tab.evaluate(() => Math.round(window.scrollY));
const bottom = (tab) => tab.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

/** Waits until the page has stopped moving (the same position for 400 ms, at most 4 s) and says where it is. */
async function settled(tab) {
  let last = await scrollY(tab);
  let still = performance.now();
  const start = still;
  while (performance.now() - start < 4_000) {
    await tab.waitForTimeout(50);
    const now = await scrollY(tab);
    if (now !== last) [last, still] = [now, performance.now()];
    else if (performance.now() - still >= 400) break;
  }
  return last;
}

/** Sends the wheel over the article and returns once the page has started to move. */
async function wheelAndWait(tab, deltaY, past = 100) {
  await tab.mouse.move(640, 400);
  const from = await scrollY(tab);
  await tab.mouse.wheel(0, deltaY);
  await tab.waitForFunction(([start, distance]) => Math.abs(window.scrollY - start) > distance, [from, past], { timeout: 5_000 });
}

/** Where an element's top is in the viewport, in px (0: at the top edge). */
const topOf = (tab, selector) => tab.evaluate((s) => Math.round(document.querySelector(s).getBoundingClientRect().top), selector);
/**
 * Finds the phrase (far above where the wheel sends the page) as the find bar does: selects it and scrolls it into
 * view. window.find() selects it, but headless Chromium scrolls to it only at times, so the scroll is done here.
 */
const findPhrase = (tab) =>
  tab.evaluate(() => {
    if (!window.find('cormorant phrase', false, false, true)) throw new Error('the phrase was not found');
    const { top, bottom: end } = window.getSelection().getRangeAt(0).getBoundingClientRect();
    if (top < 0 || end > window.innerHeight) window.scrollBy({ top: top - window.innerHeight / 2, behavior: 'instant' });
  });

/** Whether the text selected by a find is inside the viewport. */
const matchInView = (tab) =>
  tab.evaluate(() => {
    const selection = window.getSelection();
    if (!selection || selection.rangeCount === 0) return false;
    const { top, bottom: end } = selection.getRangeAt(0).getBoundingClientRect();
    return top >= 0 && end <= window.innerHeight;
  });

/** The behaviours compared: each returns a short text for the table, the same words for the same outcome. */
/** Sends the wheel 500 px down from the top and says whether the page eased there, and how long it took. */
async function wheel500(tab) {
  await tab.mouse.move(640, 400);
  const start = performance.now();
  await tab.mouse.wheel(0, 500);
  const samples = [];
  while ((samples.at(-1) ?? 0) < 500 && performance.now() - start < 4_000) samples.push(await scrollY(tab));
  const eased = samples.some((y) => y > 0 && y < 500);
  return `${eased ? 'eased' : 'jumped'}, at 500 after ${Math.round(performance.now() - start)} ms`;
}

const SCENARIOS = [
  ['wheel 500 px from the top: eases there', wheel500],
  // Chromium without its frame-rate limit draws frames as fast as it can, like a 120–240 Hz screen does faster
  // than a 60 Hz one: an ease that counts frames ends sooner, one that counts time does not.
  ['the same with frames as fast as Chromium can draw (high-refresh screens)', wheel500, { unthrottled: true }],
  [
    'Home pressed while the wheel animates down',
    async (tab) => {
      await wheelAndWait(tab, 4000);
      await tab.keyboard.press('Home');
      const y = await settled(tab);
      return y === 0 ? 'yields: at the top' : `keeps animating: ends at ${y}, not 0`;
    },
  ],
  [
    'End pressed while the wheel animates down',
    async (tab) => {
      await wheelAndWait(tab, 2000);
      await tab.keyboard.press('End');
      const y = await settled(tab);
      return y >= (await bottom(tab)) - 1 ? 'yields: at the bottom' : `keeps animating: ends at ${y}, not the bottom`;
    },
  ],
  [
    'Page Down, then the wheel 300 px',
    async (tab) => {
      await tab.mouse.move(640, 400);
      await tab.keyboard.press('PageDown');
      const paged = await settled(tab);
      await tab.mouse.wheel(0, 300);
      const y = await settled(tab);
      return y === paged + 300 ? 'continues from the keyboard’s position' : `ends at ${y}, not ${paged + 300}`;
    },
  ],
  [
    'anchor link clicked while the wheel animates',
    async (tab) => {
      await wheelAndWait(tab, 4000);
      await tab.click('#jump');
      await settled(tab);
      const top = await topOf(tab, '#s30');
      await tab.keyboard.press('Tab');
      const focus = await tab.evaluate(() => document.activeElement?.closest('section')?.id);
      return `${Math.abs(top) <= 1 ? 'at the target' : `target ${top} px off`}; Tab goes to ${focus === 's30' ? 'its link' : (focus ?? 'the page start')}`;
    },
  ],
  [
    'anchor link followed by keyboard while the wheel animates',
    async (tab) => {
      await tab.focus('#jump');
      await wheelAndWait(tab, 4000);
      await tab.keyboard.press('Enter');
      await settled(tab);
      const top = await topOf(tab, '#s30');
      return Math.abs(top) <= 1 ? 'at the target' : `target ${top} px off`;
    },
  ],
  [
    'anchor link clicked at rest',
    async (tab) => {
      await tab.click('#jump');
      const now = await topOf(tab, '#s30');
      await settled(tab);
      const top = await topOf(tab, '#s30');
      await tab.keyboard.press('Tab');
      const focus = await tab.evaluate(() => document.activeElement?.closest('section')?.id);
      return `${Math.abs(now) <= 1 ? 'jumps' : 'animates'} to the target${Math.abs(top) <= 1 ? '' : ` (ends ${top} px off)`}; Tab goes to ${focus === 's30' ? 'its link' : (focus ?? 'the page start')}`;
    },
  ],
  [
    'find-in-page (Ctrl+F, then a match above) while the wheel animates',
    async (tab) => {
      await wheelAndWait(tab, 4000, 2500);
      // Chromium gives the page the Ctrl+F key before it opens its find bar (a page may take the key over).
      await tab.keyboard.press('Control+f');
      await findPhrase(tab);
      await settled(tab);
      return (await matchInView(tab)) ? 'the match stays in view' : 'scrolled away from the match';
    },
  ],
  [
    'a find that sends no key (a text fragment, the find bar’s next match) while the wheel animates',
    async (tab) => {
      await wheelAndWait(tab, 4000, 2500);
      await findPhrase(tab);
      await settled(tab);
      return (await matchInView(tab)) ? 'the match stays in view' : 'scrolled away from the match';
    },
  ],
  [
    'pointer pressed on the page while the wheel animates',
    async (tab) => {
      await wheelAndWait(tab, 4000);
      await tab.mouse.down();
      const at = await scrollY(tab);
      const y = await settled(tab);
      await tab.mouse.up();
      return Math.abs(y - at) <= 60 ? 'stops where it is' : `keeps animating to ${y}`;
    },
  ],
  [
    'wheel over a box that scrolls itself',
    async (tab) => {
      await tab.evaluate(() => document.getElementById('box').scrollIntoView({ block: 'center' }));
      const page = await settled(tab);
      const box = await tab.locator('#box').boundingBox();
      await tab.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await tab.mouse.wheel(0, 300);
      const y = await settled(tab);
      const inner = await tab.evaluate(() => document.getElementById('box').scrollTop);
      return inner > 0 && y === page ? 'the box scrolls, the page stays' : `box ${inner}, page moved ${y - page} px`;
    },
  ],
  [
    'wheel over a map that zooms (cancels the wheel event)',
    async (tab) => {
      await tab.evaluate(() => document.getElementById('map').scrollIntoView({ block: 'center' }));
      const page = await settled(tab);
      const map = await tab.locator('#map').boundingBox();
      await tab.mouse.move(map.x + map.width / 2, map.y + map.height / 2);
      await tab.mouse.wheel(0, 300);
      const y = await settled(tab);
      return y === page ? 'the map zooms, the page stays' : `the map zooms and the page moves ${y - page} px too`;
    },
  ],
  [
    'wheel on a page locked by a dialog (overflow: hidden)',
    async (tab) => {
      await tab.evaluate(() => (document.documentElement.style.overflow = 'hidden'));
      await tab.mouse.move(640, 400);
      await tab.mouse.wheel(0, 500);
      const y = await settled(tab);
      return y === 0 ? 'stays put' : `scrolls to ${y}`;
    },
  ],
  [
    'reduced motion: wheel 500 px',
    async (tab) => {
      await tab.emulateMedia({ reducedMotion: 'reduce' });
      await tab.mouse.move(640, 400);
      const start = performance.now();
      const cancelled = tab.evaluate(
        () =>
          new Promise((resolve) =>
            window.addEventListener('wheel', (event) => setTimeout(() => resolve(event.defaultPrevented)), { once: true }),
          ),
      );
      await tab.mouse.wheel(0, 500);
      const samples = [];
      while ((samples.at(-1) ?? 0) < 500 && performance.now() - start < 4_000) samples.push(await scrollY(tab));
      const eased = samples.some((y) => y > 0 && y < 500);
      const taken = await cancelled;
      const y = await settled(tab);
      return `${taken ? 'wheel taken over by script' : 'the browser’s own scrolling'}, ${eased ? 'eased' : 'no animation'}, ends at ${y}`;
    },
  ],
];

async function behaviour() {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const unthrottled = await chromium.launch({
    executablePath: findChromium(),
    args: [...chromiumArgs, '--disable-frame-rate-limit', '--disable-gpu-vsync'],
  });
  const server = await serve();
  try {
    const rows = [];
    for (const [scenario, run, options = {}] of SCENARIOS) {
      const row = { scenario };
      for (const scroller of Object.keys(CONTENDERS)) {
        const context = await (options.unthrottled ? unthrottled : browser).newContext({ viewport: { width: 1280, height: 800 } });
        const tab = await context.newPage();
        await tab.goto(`${server.url}/${scroller}`);
        await tab.waitForFunction(() => document.readyState === 'complete');
        row[scroller] = await run(tab).catch((error) => `error: ${error.message.split('\n')[0]}`);
        await context.close();
      }
      rows.push(row);
    }
    printTable(rows);
  } finally {
    await server.close();
    await browser.close();
    await unthrottled.close();
  }
}

export async function run() {
  console.log('Bytes (esbuild, minified for browsers, gzip -9). Baseline: Lenis.');
  await bytes();
  console.log('\nBehaviour in Chromium (1280 × 800), each scenario on a fresh page. Baseline: Lenis.');
  await behaviour();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
