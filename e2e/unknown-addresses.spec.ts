import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { settledSiteHeapMb } from './site-heap';
import { stack } from './stack';

// Nothing an anonymous request can vary grows without bound (finding 6 of issue 37: every unknown slug, language or
// share-image address left two files in Next.js's data cache, for good). 2,500 requests for addresses that do not
// exist, then the files of the site's cache folder and the site process's heap after a full collection (what is still
// referenced: ./site-heap.ts) are compared with a stated bound. A store that kept a few hundred bytes per address
// would exceed it.
// (With Redis, the same reads keep no keys either: apps/cms/src/scaled-out.integration.test.mjs.)

const REQUESTS = 2_500;
const CONCURRENCY = 8;
/** New files the data cache may gain: the lists of live addresses (one per collection) and what the pages read. */
const MAX_NEW_FILES = 50;
/**
 * Growth of the site's settled heap over the requests (./site-heap.ts). Bounded caches fill up meanwhile: 3.6 and 4.6 MB
 * were measured over 10,000 (2026-11-28), most of it within the first thousand; a store that kept 3 kB or more per
 * address would exceed the bound.
 */
const MAX_NEW_HEAP_MB = 10;

/** Every file under `dir` (none if it does not exist yet). */
function filesUnder(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  } catch {
    return 0;
  }
}

/** The n-th unknown address, of every kind an anonymous visitor can vary, with the status it must answer. */
function unknownAddress(request: number): { path: string; headers?: Record<string, string>; statuses: number[] } {
  let n = request;
  const word = `no-such-${n.toString(36)}-${Date.now().toString(36)}`;
  const language = `x${n.toString(36)}`;
  // A quarter render a page (a 404), the rest ask for a share image, which costs far less: 2,500 in about half a minute.
  const pages = [
    { path: `/${word}`, statuses: [404] },
    { path: `/de/${word}`, statuses: [404] },
    { path: `/${language}/${word}`, statuses: [404] },
    { path: `/posts/${word}`, statuses: [404] },
    { path: `/products/${word}`, statuses: [404] },
    { path: `/posts?page=${1000 + n}`, statuses: [404] },
    { path: `/${word}`, headers: { 'accept-language': `${language}-${language.toUpperCase()},${language};q=0.9` }, statuses: [404] },
  ];
  const images = [
    { path: `/api/share-image/posts/en/${word}?v=${word}`, statuses: [404] },
    { path: `/api/share-image/posts/de/${word}`, statuses: [404] },
    { path: `/api/share-image/pages/${language}/about?v=${word}`, statuses: [404] },
    { path: `/api/share-image/pages/en/${word}/${word}`, statuses: [404] },
    { path: `/api/share-image/products/${language}/${word}`, statuses: [404] },
    { path: `/api/share-image/${language}/en/${word}`, statuses: [404] },
  ];
  const kinds = n % 4 === 0 ? pages : images;
  n = Math.floor(n / 4);
  return kinds[n % kinds.length]!;
}

test('2,500 requests for unknown addresses leave the cache folder, memory and data cache within their bounds', async () => {
  test.setTimeout(600_000);
  // The main test site's build folder (scripts/lib/site-build.mjs: NEXT_DIST_DIR, else .next).
  const cacheDir = join(import.meta.dirname, '../apps/site', process.env.NEXT_DIST_DIR || '.next', 'cache');
  const ask = async (n: number) => {
    const { path, headers, statuses } = unknownAddress(n);
    const response = await fetch(`${stack.siteUrl}${path}`, { headers, redirect: 'manual' });
    await response.arrayBuffer();
    return statuses.includes(response.status) ? null : `${path}: ${response.status}`;
  };
  const run = async (from: number, count: number) => {
    const unexpected: string[] = [];
    let next = from;
    const worker = async () => {
      for (let n = next++; n < from + count; n = next++) {
        const problem = await ask(n);
        if (problem) unexpected.push(problem);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return unexpected;
  };

  // Every kind once first: what a first request loads (code, the lists of addresses) is not growth.
  expect(await run(0, 240)).toEqual([]);
  const before = { files: filesUnder(cacheDir), heapMb: await settledSiteHeapMb() };
  const started = Date.now();
  expect(await run(240, REQUESTS)).toEqual([]);
  const after = { files: filesUnder(cacheDir), heapMb: await settledSiteHeapMb() };
  console.log(
    `${REQUESTS} unknown addresses in ${((Date.now() - started) / 1000).toFixed(0)} s: cache files ${before.files} → ${after.files}, ` +
      `site heap ${before.heapMb.toFixed(1)} → ${after.heapMb.toFixed(1)} MB`,
  );
  expect(after.files - before.files).toBeLessThanOrEqual(MAX_NEW_FILES);
  expect(after.heapMb - before.heapMb).toBeLessThanOrEqual(MAX_NEW_HEAP_MB);
});
