// Markdown hits beside HTML hits (features/markdown): the same post from the page cache as its HTML page, at its `.md`
// address and at its own address with `Accept: text/markdown`, under the same load as the server throughput benchmark
// (./throughput.mjs).
import { median } from './stats.mjs';
import { printTable } from './table.mjs';
import { errorsOf, measure } from './throughput.mjs';

/**
 * The post's Markdown version (features/markdown), from the page cache beside its HTML page: at its `.md` address and
 * at the page's own address with `Accept: text/markdown`. A Markdown hit may cost no more than an HTML hit:
 * requests/s at least MARKDOWN_MIN_SHARE of the HTML page's. The three are measured in turns, MARKDOWN_ROUNDS rounds
 * of MARKDOWN_SECONDS each, and each figure is the median of its rounds, so that a change in the machine's load during
 * the run (other processes) weighs on all three alike.
 */
const MARKDOWN_POST = '/posts/two-films-about-the-craft';
const MARKDOWN_LOADS = [
  ['post as HTML', MARKDOWN_POST, {}],
  ['post as Markdown (.md)', `${MARKDOWN_POST}.md`, {}],
  ['post as Markdown (Accept)', MARKDOWN_POST, { accept: 'text/markdown' }],
];
const MARKDOWN_MIN_SHARE = 0.9;
const MARKDOWN_ROUNDS = 5;
const MARKDOWN_SECONDS = 6;

/** `npm run bench -- markdown`: requests/s, latency, errors and Directus requests per view of the three, in turns. */
export async function run({ siteUrl, directusRequests }) {
  const rounds = new Map(MARKDOWN_LOADS.map(([name]) => [name, []]));
  for (let round = 0; round < MARKDOWN_ROUNDS; round++) {
    for (const [name, path, headers] of MARKDOWN_LOADS) {
      rounds.get(name).push(await measure(siteUrl, path, directusRequests, headers, MARKDOWN_SECONDS));
    }
  }
  const combined = new Map(
    [...rounds].map(([name, runs]) => [
      name,
      {
        requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
        latencyP50Ms: median(runs.map((run) => run.latencyP50Ms)),
        latencyP99Ms: median(runs.map((run) => run.latencyP99Ms)),
        errors: runs.reduce((sum, run) => sum + run.errors, 0),
        errorKinds: Object.assign({}, ...runs.map((run) => run.errorKinds)),
        non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
        directusPerView: Math.max(...runs.map((run) => run.directusPerView)),
      },
    ]),
  );
  const html = combined.get('post as HTML');
  const markdownRows = [...combined].map(([name, figures]) => {
    const share = figures.requestsPerSecond / Math.max(1, html.requestsPerSecond);
    const clean = figures.errors === 0 && figures.non2xx === 0 && figures.directusPerView === 0;
    return {
      page: name,
      'requests/s': Math.round(figures.requestsPerSecond),
      'share of HTML': `${share.toFixed(2)}×`,
      p50: `${figures.latencyP50Ms} ms`,
      p99: `${figures.latencyP99Ms} ms`,
      errors: errorsOf(figures),
      non2xx: figures.non2xx,
      'Directus requests/view': figures.directusPerView.toFixed(3),
      verdict: figures === html ? '—' : clean && share >= MARKDOWN_MIN_SHARE ? 'PASS' : 'FAIL',
    };
  });
  console.log(
    `Markdown hits beside HTML hits (page cache): ${MARKDOWN_ROUNDS} rounds of ${MARKDOWN_SECONDS} s each in turns, medians; target: ≥ ${MARKDOWN_MIN_SHARE}× the HTML page's requests/s, clean.`,
  );
  printTable(markdownRows);
}
