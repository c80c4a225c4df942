// Share images under a burst: the p99 of a cached page's hits while BURST share images are asked for at once, each a
// first render (a crawler walking the sitemap, a list of new posts shared at once), with the site's render limit
// (SHARE_IMAGE_RENDERS, default 2) and without one (a second server of the same build with SHARE_IMAGE_RENDERS=1000,
// as before the limit). Beside the same hits with no burst, in the same run.
import autocannon from 'autocannon';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../lib/free-port.mjs';
import { warmUp } from './load.mjs';
import { printTable } from './table.mjs';

const BURST = 30;
const ROUNDS = 3;
const HIT_CONNECTIONS = 10;
const PAGE = '/';
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * p) - 1)];

/** Posts without an image of their own, each with a share image nobody asked for yet (on either server). */
async function createPosts(directusUrl, adminToken, count) {
  const stamp = Date.now();
  const response = await fetch(`${directusUrl}/items/posts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(
      Array.from({ length: count }, (_, n) => ({
        status: 'published',
        language: 'en',
        title: `Burst of share images, post ${n} of run ${stamp}`,
        slug: `share-burst-${stamp}-${n}`,
        published_at: new Date(stamp - 60_000).toISOString(),
      })),
    ),
  });
  if (!response.ok) throw new Error(`creating posts: ${response.status} ${await response.text()}`);
  return ((await response.json()).data ?? []).map((post) => ({ id: post.id, slug: post.slug }));
}

/** The share image's address (path and version) of each post, from its page's og:image. */
async function shareImagePaths(siteUrl, slugs) {
  const paths = [];
  for (const slug of slugs) {
    const html = await (await fetch(`${siteUrl}/posts/${slug}`)).text();
    const image = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
    if (!image?.includes('/api/share-image/')) throw new Error(`/posts/${slug} links no generated share image`);
    const url = new URL(image);
    paths.push(url.pathname + url.search);
  }
  return paths;
}

/** Hits of the cached page while `during` runs (or for `ms` alone); their latencies and the burst's answers. */
async function hitsDuring(siteUrl, during) {
  const hits = autocannon({ url: `${siteUrl}${PAGE}`, connections: HIT_CONNECTIONS, duration: 60, headers: BROWSER_HEADERS });
  const latencies = [];
  hits.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  await sleep(300);
  const started = performance.now();
  const burst = await during();
  const burstMs = performance.now() - started;
  hits.stop();
  await hits;
  return { latencies, burst, burstMs };
}

/** BURST share images at once, each a first render; their statuses and latencies. */
async function burstOf(siteUrl, paths) {
  return Promise.all(
    paths.map(async (path) => {
      const started = performance.now();
      const response = await fetch(`${siteUrl}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    }),
  );
}

const answers = (statuses) =>
  Object.entries(Object.groupBy(statuses, (status) => status))
    .map(([status, list]) => `${list.length} × ${status}`)
    .join(', ');

/** `npm run bench`: ROUNDS bursts of BURST first renders on the site as configured and on one without a limit. */
export async function run({ siteUrl, directusUrl, adminToken, startSite }) {
  const unlimitedUrl = await startSite({
    name: 'site-unlimited-share-images',
    port: await freePort(),
    env: { SHARE_IMAGE_RENDERS: '1000' },
  });
  const posts = await createPosts(directusUrl, adminToken, BURST * ROUNDS);
  try {
    const paths = await shareImagePaths(
      siteUrl,
      posts.map(({ slug }) => slug),
    );
    await warmUp([`${siteUrl}${PAGE}`, `${unlimitedUrl}${PAGE}`]);
    const figures = {
      alone: [],
      limited: { hits: [], images: [], statuses: [], burstMs: [] },
      unlimited: { hits: [], images: [], statuses: [], burstMs: [] },
    };
    for (let round = 0; round < ROUNDS; round++) {
      const batch = paths.slice(round * BURST, (round + 1) * BURST);
      figures.alone.push(...(await hitsDuring(siteUrl, () => sleep(1500))).latencies);
      for (const [name, url] of [
        ['limited', siteUrl],
        ['unlimited', unlimitedUrl],
      ]) {
        const { latencies, burst, burstMs } = await hitsDuring(url, () => burstOf(url, batch));
        figures[name].hits.push(...latencies);
        figures[name].images.push(...burst.map(({ ms }) => ms));
        figures[name].statuses.push(...burst.map(({ status }) => status));
        figures[name].burstMs.push(burstMs);
      }
    }
    const ms = (value) => `${Math.round(value)} ms`;
    const hitRow = (what, latencies) => ({
      what,
      hits: latencies.length,
      p50: ms(percentile(latencies, 0.5)),
      p99: ms(percentile(latencies, 0.99)),
    });
    const burstRow = (what, { images, statuses, burstMs }) => ({
      what,
      hits: `${statuses.length} images`,
      p50: ms(percentile(images, 0.5)),
      p99: ms(percentile(images, 0.99)),
      answers: `${answers(statuses)}; burst over in ${ms(percentile(burstMs, 0.5))} (median)`,
    });
    console.log(
      `${HIT_CONNECTIONS} connections on the cached home page, alone for 1.5 s and while ${BURST} share images are asked for at once, each a first render; ${ROUNDS} rounds.`,
    );
    printTable([
      { ...hitRow('cached hits alone (baseline)', figures.alone), answers: '' },
      { ...hitRow('cached hits during the burst, SHARE_IMAGE_RENDERS=2 (default)', figures.limited.hits), answers: '' },
      burstRow('  the burst', figures.limited),
      { ...hitRow('cached hits during the burst, no limit (SHARE_IMAGE_RENDERS=1000)', figures.unlimited.hits), answers: '' },
      burstRow('  the burst', figures.unlimited),
    ]);
  } finally {
    await fetch(`${directusUrl}/items/posts`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(posts.map(({ id }) => id)),
    });
  }
}
