/**
 * Benchmark: making one generated share image (../share-image/render.ts), cold (the first in a fresh process: the
 * font loaded, Pango and HarfBuzz set up) and warm (each further card), in English and Arabic, against a baseline
 * measured in the same run: encoding a plain 1200 × 630 PNG of the brand colour with no text, the floor of any image.
 * Each language's cold figure comes from a process of its own; the warm ones are the median and p95 of 30 cards.
 * Run: `node apps/site/src/features/seo/bench/share-image.mjs`, or `npm run bench -- share`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { printTable } from '../../../../../../scripts/bench/table.mjs';

const here = import.meta.dirname;
const site = join(here, '../../../..');
const WARM = 30;

const TITLES = {
  en: (n) => `Autumn opening hours at every studio, part ${n}`,
  ar: (n) => `ساعات العمل الخريفية في جميع الاستوديوهات، الجزء ${n}`,
};

/** The renderer bundled for plain Node: the site's `@/` paths resolved, `server-only` left out, sharp external. */
async function bundleRenderer(dir) {
  const outfile = join(dir, 'render.mjs');
  await build({
    entryPoints: [join(here, '../share-image/render.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['sharp'],
    tsconfig: join(site, 'tsconfig.json'),
    alias: { 'server-only': fileURLToPath(new URL('../../../../../../scripts/empty-module.mjs', import.meta.url)) },
    logLevel: 'error',
  });
  return outfile;
}

/** Run in a child process: `node share-image.mjs --child <bundle> <language>` prints its timings as JSON. */
async function child(bundle, language) {
  const { renderShareImage } = await import(bundle);
  const { default: sharp } = await import('sharp');
  const card = (n) => ({
    title: TITLES[language](n),
    siteName: language === 'ar' ? 'تيسيرا' : 'Tessera',
    language,
    direction: language === 'ar' ? 'rtl' : 'ltr',
    background: '#a4411f',
    foreground: '#ffffff',
  });
  const time = async (make) => {
    const start = performance.now();
    await make();
    return performance.now() - start;
  };
  const plain = () =>
    sharp({ create: { width: 1200, height: 630, channels: 3, background: '#a4411f' } })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
  const baselineCold = await time(plain);
  const cold = await time(() => renderShareImage(card(0)));
  const warm = [];
  const baseline = [];
  for (let n = 1; n <= WARM; n += 1) {
    warm.push(await time(() => renderShareImage(card(n))));
    baseline.push(await time(plain));
  }
  console.log(JSON.stringify({ cold, baselineCold, warm, baseline }));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];
const ms = (value) => `${value.toFixed(1)} ms`;

export async function run() {
  // Inside the workspace, so that the bundle finds sharp as the site does.
  const dir = mkdtempSync(join(site, 'node_modules', '.share-image-bench-'));
  try {
    const bundle = await bundleRenderer(dir);
    const rows = [];
    for (const language of ['en', 'ar']) {
      const output = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', bundle, language], {
        cwd: site,
        encoding: 'utf8',
      });
      const { cold, baselineCold, warm, baseline } = JSON.parse(output.trim().split('\n').at(-1));
      rows.push({
        language,
        'cold (first image)': ms(cold),
        'warm median': ms(median(warm)),
        'warm p95': ms(p95(warm)),
        'baseline cold': ms(baselineCold),
        'baseline warm median': ms(median(baseline)),
      });
    }
    printTable(rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') await child(process.argv[3], process.argv[4]);
else if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
