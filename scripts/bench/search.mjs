// Search over HTTP on the bench stack: the same 10,000 generated posts as the in-process benchmark
// (apps/site/src/features/search/bench/corpus.mjs) written into the stack's Directus, then the same ten queries through
// the site's /search page and through Directus's own `search` query parameter (which the anchors' searches use), in
// one run: p50/p99 and the top 3 of each.
import { generatePosts, QUERIES } from '../../apps/site/src/features/search/bench/corpus.mjs';
import { printTable } from './table.mjs';

const ROUNDS = 10;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

/** A client address per request, as the proxy the bench stack's site trusts (TRUST_PROXY=1) would send: the benchmark measures the search, not the per-client rate limit. */
let client = 0;
const clientHeaders = () => ({ 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}` });

async function siteSearch(siteUrl, query) {
  const response = await fetch(`${siteUrl}/search?q=${encodeURIComponent(query)}`, { headers: clientHeaders() });
  if (!response.ok) throw new Error(`/search?q=${query}: ${response.status}`);
  const html = await response.text();
  const titles = [...html.matchAll(/<h2 class="search-result__title"><a [^>]*>(.*?)<\/a><\/h2>/g)].map((match) =>
    match[1].replace(/<[^>]+>/g, ''),
  );
  const total = html.match(/(\d+) results? for/)?.[1] ?? '0';
  return { titles, total };
}

async function directusSearch(directusUrl, adminToken, query) {
  const url = `${directusUrl}/items/posts?search=${encodeURIComponent(query)}&fields=title&sort=-published_at&limit=3&meta=filter_count`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${adminToken}` } });
  if (!response.ok) throw new Error(`Directus search ${query}: ${response.status}`);
  const body = await response.json();
  return { titles: body.data.map((post) => post.title), total: String(body.meta.filter_count) };
}

async function timed(run) {
  const samples = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const query of QUERIES) {
      const started = performance.now();
      await run(query);
      samples.push(performance.now() - started);
    }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

export async function run({ siteUrl, directusUrl, adminToken }) {
  const posts = generatePosts();
  let started = performance.now();
  for (let start = 0; start < posts.length; start += 500) {
    const response = await fetch(`${directusUrl}/items/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(posts.slice(start, start + 500)),
    });
    if (!response.ok) throw new Error(`Writing posts: ${response.status} ${await response.text()}`);
  }
  console.log(`${posts.length.toLocaleString('en')} posts written to Directus in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // The revalidation reaches the site; its next search reads the content and builds the index.
  started = performance.now();
  for (;;) {
    if (Number((await siteSearch(siteUrl, 'mosaic')).total) > 1000) break;
    if (performance.now() - started > 120_000) throw new Error('The site did not index the new posts within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(
    `First search finding them: ${((performance.now() - started) / 1000).toFixed(1)} s after the last write (notification, read, index build)`,
  );

  const site = await timed((query) => siteSearch(siteUrl, query));
  const directus = await timed((query) => directusSearch(directusUrl, adminToken, query));
  console.log(`Site /search over HTTP (whole page):   p50 ${site.p50.toFixed(1)} ms, p99 ${site.p99.toFixed(1)} ms`);
  console.log(`Directus ?search= (3 items and count): p50 ${directus.p50.toFixed(1)} ms, p99 ${directus.p99.toFixed(1)} ms`);

  const rows = [];
  for (const query of QUERIES) {
    const [ours, theirs] = await Promise.all([siteSearch(siteUrl, query), directusSearch(directusUrl, adminToken, query)]);
    rows.push({
      query,
      'site: results': ours.total,
      'site: top 3': ours.titles.slice(0, 3).join(' / ') || '—',
      'Directus: results': theirs.total,
      'Directus: top 3': theirs.titles.join(' / ') || '—',
    });
  }
  printTable(rows);
}
