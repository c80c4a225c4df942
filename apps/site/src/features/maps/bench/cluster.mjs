/**
 * Benchmark: Tessera's grid clustering (hash grid over pre-projected points, cached per zoom level, viewport
 * queries through an index sorted by x) against supercluster (the library MapLibre itself clusters GeoJSON sources
 * with: a kd-tree per zoom level, every level clustered when the points are loaded) and a naive MarkerClusterer-style
 * grid (each point scans the clusters made so far: O(n · clusters); on a zoom change it scans all points for the
 * viewport first, as MarkerClusterer does), measured in the same run on the same deterministic points over Europe.
 *
 * The same pixel semantics for all three: Web Mercator with 512-px tiles (MapLibre's; supercluster's `extent: 512`,
 * Tessera's `tileSize: 512`), 60 px (supercluster's `radius: 60`: a point joins a cluster within 60 px of it, as a
 * marker joins a MarkerClusterer cluster within `gridSize` 60 px of its bounds; Tessera's cells are 60 px wide) and
 * at least 2 points per cluster (`minPoints: 2`, `MIN_CLUSTER_SIZE`). Supercluster clusters zooms 0–16 (its
 * default `maxZoom`, where the Google path's MarkerClusterer stops too); Tessera's grid clusters every zoom.
 * Also printed: how many clusters each makes at a few zooms (the same work, or not), and the bytes each adds to
 * the browser's code.
 * Run: `node apps/site/src/features/maps/bench/cluster.mjs` (Node 22 strips the types of cluster.ts), or through
 * `npm run bench`.
 */
import { fileURLToPath } from 'node:url';
import Supercluster from 'supercluster';
import { bundleBytes, kb } from '../../../../../../scripts/bench/bundle-bytes.mjs';
import { printTable } from '../../../../../../scripts/bench/table.mjs';
import { contains, GRID_SIZE, GridClusterIndex, MIN_CLUSTER_SIZE, naiveGridClusters, projectX, projectY } from '../cluster.ts';

/** Supercluster set to Tessera's pixel semantics (see above). */
const SUPERCLUSTER_OPTIONS = { radius: GRID_SIZE, extent: 512, minPoints: MIN_CLUSTER_SIZE, maxZoom: 16 };

/** Supercluster as the island would use it: the studios as GeoJSON points carrying their index, loaded. */
function superclusterIndex(points, options = SUPERCLUSTER_OPTIONS) {
  const features = points.map(({ lat, lng }, index) => ({
    type: 'Feature',
    properties: { index },
    geometry: { type: 'Point', coordinates: [lng, lat] },
  }));
  return new Supercluster(options).load(features);
}
const bbox = (bounds) => (bounds ? [bounds.west, bounds.south, bounds.east, bounds.north] : [-180, -90, 180, 90]);

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

/** Like `time` for several functions, one sample of each in turn: their medians, in order. */
function timeInTurns(fns, { samples = 5, minMs = 30 } = {}) {
  const results = fns.map(() => []);
  const last = [];
  for (let s = 0; s < samples; s++) {
    for (const [k, fn] of fns.entries()) {
      const { ms, result } = time(fn, { samples: 1, minMs });
      results[k].push(ms);
      last[k] = result;
    }
  }
  return results.map((list, k) => ({ ms: median(list), result: last[k] }));
}

/** Median milliseconds of one call of `fn` on a fresh `prepare()` (made outside the timing): for work a cache would skip. */
function timeFresh(prepare, fn, { samples = 5 } = {}) {
  const results = [];
  let result;
  for (let s = 0; s < samples; s++) {
    const subject = prepare();
    const start = performance.now();
    result = fn(subject);
    results.push(performance.now() - start);
  }
  return { ms: median(results), result };
}

const fmt = (ms) => (ms < 1 ? ms.toFixed(3) : ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
const ratio = (ours, theirs) => (ours <= theirs ? `Tessera ×${(theirs / ours).toFixed(1)}` : `supercluster ×${(ours / theirs).toFixed(1)}`);

/** Width of a cluster button (2.25rem in Maps.module.css): two clusters closer than this overlap on screen. */
const CLUSTER_BUTTON_PX = 36;

/** Pairs of cluster markers (positions `[lat, lng]`) closer than a button's width to each other at `zoom`. */
function overlappingPairs(positions, zoom) {
  const scale = 512 * 2 ** zoom;
  const pixels = positions.map(([lat, lng]) => [projectX(lng) * scale, projectY(lat) * scale]);
  const cells = new Map();
  const key = (cx, cy) => `${cx},${cy}`;
  for (const [i, [x, y]] of pixels.entries()) {
    const k = key(Math.floor(x / CLUSTER_BUTTON_PX), Math.floor(y / CLUSTER_BUTTON_PX));
    cells.set(k, [...(cells.get(k) ?? []), i]);
  }
  let pairs = 0;
  for (const [i, [x, y]] of pixels.entries()) {
    const cx = Math.floor(x / CLUSTER_BUTTON_PX);
    const cy = Math.floor(y / CLUSTER_BUTTON_PX);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const j of cells.get(key(cx + dx, cy + dy)) ?? [])
          if (j > i && Math.hypot(pixels[j][0] - x, pixels[j][1] - y) < CLUSTER_BUTTON_PX) pairs++;
  }
  return pairs;
}

/** A 1280 × 800 px viewport at `zoom` (512-px tiles) centred on `center`. */
function viewportAt(center, zoom) {
  const world = 512 * 2 ** zoom;
  const lngHalf = (640 / world) * 360;
  const latHalf = lngHalf * (400 / 640) * Math.cos((center.lat * Math.PI) / 180);
  return { south: center.lat - latHalf, north: center.lat + latHalf, west: center.lng - lngHalf, east: center.lng + lngHalf };
}

const countOf = (items) => items.reduce((total, item) => total + (item.kind === 'cluster' ? item.count : 1), 0);
const superCountOf = (features) => features.reduce((total, f) => total + (f.properties.cluster ? f.properties.point_count : 1), 0);

async function speed() {
  const rows = [];
  const add = (n, operation, ours, theirs, naive) =>
    rows.push({
      points: n,
      operation,
      Tessera: fmt(ours),
      supercluster: fmt(theirs),
      naive: naive === undefined ? '–' : fmt(naive),
      faster: ratio(ours, theirs),
    });
  const inView = (points, viewport) => points.filter((p) => contains(viewport, p.lat, p.lng));
  for (const n of [10_000, 100_000]) {
    const points = makePoints(n);
    const center = points[1];
    // Cold: build the index and cluster the whole world at zoom 10. Tessera projects the points and sorts them by
    // x, then clusters one level; supercluster makes the GeoJSON points and clusters every level from 16 to 0.
    // Taken in turns, sample by sample, so a burst of load on the shared machine falls on all three alike.
    const [cold, superCold, superCold30] = timeInTurns(
      [
        () => new GridClusterIndex(points).clusters(10),
        () => superclusterIndex(points).getClusters(bbox(), 10),
        () => superclusterIndex(points, { ...SUPERCLUSTER_OPTIONS, radius: GRID_SIZE / 2 }).getClusters(bbox(), 10),
      ],
      { samples: 5 },
    );
    const naiveCold = time(() => naiveGridClusters(points, 10), { samples: 3, minMs: 0 });
    if (countOf(cold.result) !== n || superCountOf(superCold.result) !== n || countOf(naiveCold.result) !== n)
      throw new Error('a clustering lost points');
    add(n, 'index + cluster the world at zoom 10', cold.ms, superCold.ms, naiveCold.ms);
    // The radius hardly changes supercluster's work: the same with radius 30 (Tessera's cells, see below).
    add(n, 'the same, supercluster with radius 30', cold.ms, superCold30.ms);

    // Zoom changes to a level not clustered yet: Tessera clusters the viewport's points (each call does the whole
    // work); supercluster looks the viewport up in the level it made when loading. The baseline, like
    // MarkerClusterer, scans every point for the viewport and clusters those.
    const index = new GridClusterIndex(points);
    const superIndex = superclusterIndex(points);
    for (const [from, to, what] of [
      [10, 11, 'city view'],
      [6, 7, 'country view'],
    ]) {
      const viewport = viewportAt(center, to);
      const [ours, theirs] = timeInTurns([() => index.clusters(to, viewport), () => superIndex.getClusters(bbox(viewport), to)]);
      const naive = time(() => naiveGridClusters(inView(points, viewport), to), { samples: 3 });
      add(n, `zoom ${from} → ${to} (${what}, ${inView(points, viewport).length} pts)`, ours.ms, theirs.ms, naive.ms);
    }
    // Zooming out until more than half the world shows: Tessera clusters all points at the new level (once: then
    // it is cached), on a fresh index each time here.
    const world = viewportAt(center, 2);
    const ours = timeFresh(
      () => new GridClusterIndex(points),
      (fresh) => fresh.clusters(2, world),
    );
    const theirs = time(() => superIndex.getClusters(bbox(world), 2));
    add(n, 'zoom 3 → 2 (most of the world in view)', ours.ms, theirs.ms);

    // A pan at a level already clustered for the world: a filter of Tessera's cache, a look-up for supercluster.
    index.all(7);
    const viewport = viewportAt(center, 7);
    const [pan, superPan] = timeInTurns([() => index.clusters(7, viewport), () => superIndex.getClusters(bbox(viewport), 7)]);
    const naivePan = time(() => naiveGridClusters(inView(points, viewport), 7), { samples: 3 });
    add(n, 'pan at a zoom clustered before (7)', pan.ms, superPan.ms, naivePan.ms);
  }
  printTable(rows);
}

/** The same work? Clusters (and lone points) for the whole world at a few zooms, and how many cluster markers overlap. */
function equivalence() {
  const points = makePoints(10_000);
  const grid = new GridClusterIndex(points);
  const radius60 = superclusterIndex(points);
  const radius30 = superclusterIndex(points, { ...SUPERCLUSTER_OPTIONS, radius: GRID_SIZE / 2 });
  const describe = (clusters, lone, zoom) => `${clusters.length} + ${lone} (${overlappingPairs(clusters, zoom)})`;
  const ofItems = (items, zoom) =>
    describe(
      items.filter((item) => item.kind === 'cluster').map((item) => [item.lat, item.lng]),
      items.filter((item) => item.kind === 'point').length,
      zoom,
    );
  const ofFeatures = (features, zoom) =>
    describe(
      features.filter((f) => f.properties.cluster).map((f) => [f.geometry.coordinates[1], f.geometry.coordinates[0]]),
      features.filter((f) => !f.properties.cluster).length,
      zoom,
    );
  const rows = [4, 7, 10, 13, 16].map((zoom) => ({
    zoom,
    'Tessera (60-px cells)': ofItems(grid.all(zoom), zoom),
    'supercluster radius 60': ofFeatures(radius60.getClusters(bbox(), zoom), zoom),
    'supercluster radius 30': ofFeatures(radius30.getClusters(bbox(), zoom), zoom),
    'naive (MarkerClusterer)': ofItems(naiveGridClusters(points, zoom), zoom),
  }));
  printTable(rows);
}

async function bytes() {
  const sources = {
    'Tessera’s cluster module (what the island imports)': `export { GridClusterIndex, padBounds } from '../cluster.ts';`,
    'supercluster 9 with kdbush': `export { default } from 'supercluster';`,
  };
  const rows = [];
  for (const [module, source] of Object.entries(sources)) {
    const { minified, gzip } = await bundleBytes(source, import.meta.dirname);
    rows.push({ module, minified: kb(minified), gzip: kb(gzip) });
  }
  printTable(rows);
}

export async function run() {
  console.log('Median ms per operation; 512-px tiles, 60 px, minimum 2; viewport 1280 × 800 px.');
  console.log('Baselines: supercluster 9 (radius 60, extent 512, minPoints 2, maxZoom 16) and a naive O(n · clusters) grid.');
  await speed();
  console.log(
    `\nClusters + lone points for 10,000 points, whole world (in brackets: pairs of clusters closer than a ${CLUSTER_BUTTON_PX}-px cluster button).`,
  );
  equivalence();
  console.log('\nBytes added to the browser’s code (esbuild, minified for browsers, gzip -9).');
  await bytes();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
