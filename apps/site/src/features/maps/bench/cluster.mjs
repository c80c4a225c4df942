/**
 * Benchmark: Tessera's grid clustering (hash grid over pre-projected points, cached per zoom level, viewport
 * queries through an index sorted by x) against a naive MarkerClusterer-style grid (each point scans the clusters
 * made so far: O(n · clusters); on a zoom change it scans all points for the viewport first, as MarkerClusterer
 * does), both with grid size 60 px and minimum cluster size 2, on the same deterministic points over Europe.
 * Run: `node apps/site/src/features/maps/bench/cluster.mjs` (Node 22 strips the types of cluster.ts), or through
 * `npm run bench`.
 */
import { fileURLToPath } from 'node:url';
import { contains, GridClusterIndex, naiveGridClusters } from '../cluster.ts';

/** A seeded PRNG (mulberry32), so every run clusters the same points. */
function random(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Points around 60 city centres (like studios), plus 10 % scattered. */
export function makePoints(n, seed = 42) {
  const r = random(seed);
  const cities = Array.from({ length: 60 }, () => ({ lat: 36 + r() * 24, lng: -9 + r() * 33 }));
  return Array.from({ length: n }, () => {
    if (r() < 0.1) return { lat: 36 + r() * 24, lng: -9 + r() * 33 };
    const city = cities[Math.floor(r() * cities.length)];
    return { lat: city.lat + (r() - 0.5) * 0.4, lng: city.lng + (r() - 0.5) * 0.6 };
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median milliseconds per call: `samples` samples, each running `fn` for at least `minMs` (batches short calls). */
function time(fn, { samples = 5, minMs = 30 } = {}) {
  const results = [];
  let result;
  for (let s = 0; s < samples; s++) {
    let calls = 0;
    const start = performance.now();
    do {
      result = fn();
      calls++;
    } while (performance.now() - start < minMs);
    results.push((performance.now() - start) / calls);
  }
  return { ms: median(results), result };
}

const fmt = (ms) => (ms < 1 ? ms.toFixed(3) : ms < 10 ? ms.toFixed(2) : ms.toFixed(1)).padStart(9);
const row = (n, step, ours, naive) =>
  console.log(`${String(n).padStart(8)}  ${step.padEnd(40)} ${fmt(ours)} ${fmt(naive)}  ×${(naive / ours).toFixed(1)}`);

/** A 1280 × 800 px viewport at `zoom` (512-px tiles) centred on `center`. */
function viewportAt(center, zoom) {
  const world = 512 * 2 ** zoom;
  const lngHalf = (640 / world) * 360;
  const latHalf = lngHalf * (400 / 640) * Math.cos((center.lat * Math.PI) / 180);
  return { south: center.lat - latHalf, north: center.lat + latHalf, west: center.lng - lngHalf, east: center.lng + lngHalf };
}

export async function run() {
  console.log('Grid 60 px, minimum 2; median ms per operation; viewport 1280 × 800 px. Baseline: naive O(n · clusters) grid.');
  console.log(`${'points'.padStart(8)}  ${'operation'.padEnd(40)} ${'Tessera'.padStart(9)} ${'naive'.padStart(9)}  speed-up`);
  const sum = (items) => items.reduce((total, item) => total + (item.kind === 'cluster' ? item.count : 1), 0);
  const inView = (points, viewport) => points.filter((p) => contains(viewport, p.lat, p.lng));
  for (const n of [10_000, 100_000]) {
    const points = makePoints(n);
    const center = points[1];
    // Cold: build the index (projection, points sorted by x) and cluster the whole world at zoom 10.
    const cold = time(() => new GridClusterIndex(points).clusters(10), { samples: 3 });
    const naiveCold = time(() => naiveGridClusters(points, 10), { samples: 3, minMs: 0 });
    if (sum(cold.result) !== n || sum(naiveCold.result) !== n) throw new Error('a clustering lost points');
    row(n, 'index + cluster world, zoom 10', cold.ms, naiveCold.ms);

    // Zoom changes: only the new viewport is clustered (not cached: each call does the full work). The baseline,
    // like MarkerClusterer, scans every point for the viewport and clusters those.
    const index = new GridClusterIndex(points);
    for (const [from, to, what] of [
      [10, 11, 'city view'],
      [6, 7, 'country view'],
    ]) {
      const viewport = viewportAt(center, to);
      const ours = time(() => index.clusters(to, viewport));
      const naive = time(() => naiveGridClusters(inView(points, viewport), to), { samples: 3 });
      row(n, `zoom ${from} → ${to} (${what}, ${inView(points, viewport).length} pts)`, ours.ms, naive.ms);
    }

    // A pan at a level already clustered for the world: a filter of the cache; the baseline re-clusters the viewport.
    index.all(7);
    const viewport = viewportAt(center, 7);
    const pan = time(() => index.clusters(7, viewport));
    const naivePan = time(() => naiveGridClusters(inView(points, viewport), 7), { samples: 3 });
    row(n, 'pan at a cached zoom (7)', pan.ms, naivePan.ms);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
