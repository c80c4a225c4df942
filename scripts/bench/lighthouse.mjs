// Lighthouse (mobile profile, its default simulated throttling) in Debian's Chromium, on the page types that carry the
// heaviest features. Third-party hosts do not exist here: Lighthouse blocks every https:// request (the site is served
// over loopback http), so they fail at once instead of hanging the run, and their cost is not part of the figures.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium } from '../lib/chromium.mjs';
import { printTable } from './table.mjs';

export const LIGHTHOUSE_PAGES = [
  ['home', '/'],
  ['post with two videos', '/posts/two-films-about-the-craft'],
  ['locations', '/locations'],
  ['checkout', '/products/starter-mosaic-kit'],
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Budgets: a score (0–100) at least, a metric (ms, or unitless for CLS) at most. */
const budgets = {
  performance: { atLeast: 95 },
  accessibility: { atLeast: 100 },
  'best-practices': { atLeast: 100 },
  seo: { atLeast: 100 },
  'largest-contentful-paint': { atMost: 1500 },
  'cumulative-layout-shift': { atMost: 0.02 },
  'total-blocking-time': { atMost: 100 },
};

const verdict = (key, value) => {
  const { atLeast, atMost } = budgets[key];
  return (atLeast !== undefined ? value >= atLeast : value <= atMost) ? 'PASS' : 'FAIL';
};

/** Runs Lighthouse once per page; returns its report (lhr) per page name. */
export async function auditPages(siteUrl, pages = LIGHTHOUSE_PAGES) {
  // Lighthouse starts its own headless Chromium; headless mode comes from the shared flags.
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: chromiumArgs, logLevel: 'silent' });
  try {
    const reports = new Map();
    const audit = (path) =>
      lighthouse(`${siteUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        blockedUrlPatterns: ['https://*'],
      });
    for (const [name, path] of pages) {
      // A first, unreported pass warms what any visitor but the very first finds warm: Directus makes each image
      // size on its first request, and the site keeps data and images it served. Lighthouse empties the browser's
      // cache for every pass, so the reported one is still a first visit.
      await audit(path);
      const result = await audit(path);
      if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse could not audit ${path}: ${result.lhr.runtimeError.message}`);
      reports.set(name, result.lhr);
    }
    return reports;
  } finally {
    chrome.kill();
  }
}

/** `npm run bench`: scores and metrics per page against the budgets, and what each failing audit was. */
export async function run({ siteUrl }) {
  const reports = await auditPages(siteUrl);
  const rows = [];
  const failing = [];
  for (const [name, lhr] of reports) {
    const row = { page: name };
    for (const category of categories) {
      const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      row[category] = `${score} ${verdict(category, score)}`;
    }
    const lcp = lhr.audits['largest-contentful-paint'].numericValue;
    const cls = lhr.audits['cumulative-layout-shift'].numericValue;
    const tbt = lhr.audits['total-blocking-time'].numericValue;
    row.LCP = `${(lcp / 1000).toFixed(2)} s ${verdict('largest-contentful-paint', lcp)}`;
    row.CLS = `${cls.toFixed(3)} ${verdict('cumulative-layout-shift', cls)}`;
    row.TBT = `${Math.round(tbt)} ms ${verdict('total-blocking-time', tbt)}`;
    row['host CPU index'] = Math.round(lhr.environment.benchmarkIndex);
    rows.push(row);
    for (const category of categories) {
      for (const { id, weight } of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[id];
        if (weight > 0 && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
          failing.push(`${name}: ${category} · ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  console.log('Budgets: performance ≥ 95, accessibility, best practices and SEO 100, LCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 100 ms');
  // The simulated 4× CPU slowdown applies on top of the host's own speed, so a busy host inflates LCP and TBT.
  console.log("Host CPU index: Lighthouse's benchmarkIndex of this machine during the run (higher is faster).");
  printTable(rows);
  if (failing.length) console.log(`\nAudits below full marks:\n${failing.map((line) => `  ${line}`).join('\n')}`);
}
