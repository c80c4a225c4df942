import { describe, expect, it } from 'vitest';
import {
  GRID_SIZE,
  GridClusterIndex,
  MIN_CLUSTER_SIZE,
  contains,
  naiveGridClusters,
  padBounds,
  projectX,
  projectY,
  type ClusterItem,
} from './cluster';

/** A position `px` screen pixels east and `py` south of the world's top-left corner, at `zoom` with 512-px tiles. */
function at(px: number, py: number, zoom: number, tileSize = 512) {
  const world = tileSize * 2 ** zoom;
  const lng = (px / world - 0.5) * 360;
  const n = Math.PI - (2 * Math.PI * py) / world;
  const lat = (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
  return { lat, lng };
}

const counts = (items: ClusterItem[]) => items.map((item) => (item.kind === 'cluster' ? item.count : 1)).sort((a, b) => b - a);

describe('grid clustering', () => {
  it('uses the specification’s constants', () => {
    expect(GRID_SIZE).toBe(60);
    expect(MIN_CLUSTER_SIZE).toBe(2);
  });

  it('projects to Web Mercator world coordinates', () => {
    expect(projectX(0)).toBe(0.5);
    expect(projectX(-180)).toBe(0);
    expect(projectY(0)).toBeCloseTo(0.5, 12);
    expect(projectY(85.051129)).toBeCloseTo(0, 6);
    expect(projectY(90)).toBeCloseTo(0, 6);
  });

  it('groups points in the same 60-pixel cell and leaves lone points alone', () => {
    const zoom = 10;
    // Cell (100, 100) spans pixels 6000…6060: three points inside, one in the next cell, one far away.
    const points = [at(6001, 6001, zoom), at(6030, 6030, zoom), at(6059, 6010, zoom), at(6061, 6001, zoom), at(9000, 9000, zoom)];
    const items = new GridClusterIndex(points).clusters(zoom);
    expect(counts(items)).toEqual([3, 1, 1]);
    const cluster = items.find((item) => item.kind === 'cluster')!;
    expect(cluster.kind === 'cluster' && [...cluster.indices].sort()).toEqual([0, 1, 2]);
  });

  it('needs at least two points for a cluster', () => {
    const zoom = 8;
    const items = new GridClusterIndex([at(130, 130, zoom), at(250, 250, zoom)]).clusters(zoom);
    expect(items.every((item) => item.kind === 'point')).toBe(true);
    // With a minimum of 3, a pair stays two points as well.
    const pair = [at(1, 1, zoom), at(2, 2, zoom)];
    expect(new GridClusterIndex(pair, { minClusterSize: 3 }).clusters(zoom).map((item) => item.kind)).toEqual(['point', 'point']);
    expect(new GridClusterIndex(pair).clusters(zoom).map((item) => item.kind)).toEqual(['cluster']);
  });

  it('measures the grid in the provider’s pixels (256-pixel tiles for Google)', () => {
    const zoom = 5;
    // 40 px apart on a 256-px world: the same 60-px cell; on a 512-px world they are 80 px apart.
    const points = [at(1210, 1210, zoom, 256), at(1230, 1230, zoom, 256)];
    expect(counts(new GridClusterIndex(points, { tileSize: 256 }).clusters(zoom))).toEqual([2]);
    const apart = [at(1201, 1201, zoom, 256), at(1259, 1259, zoom, 256)];
    expect(counts(new GridClusterIndex(apart, { tileSize: 512 }).clusters(zoom))).toEqual([1, 1]);
  });

  it('gives a cluster the mean position and the bounds of its points', () => {
    const points = [
      { lat: 48.85, lng: 2.35 },
      { lat: 48.86, lng: 2.36 },
      { lat: 48.87, lng: 2.34 },
    ];
    const [cluster] = new GridClusterIndex(points).clusters(6);
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3, bounds: { south: 48.85, north: 48.87, west: 2.34, east: 2.36 } });
    expect(cluster!.lat).toBeCloseTo(48.86, 10);
    expect(cluster!.lng).toBeCloseTo(2.35, 10);
  });

  it('splits clusters as the zoom grows, every point counted once at each level', () => {
    const points = Array.from({ length: 400 }, (_, i) => ({ lat: 48 + ((i * 7919) % 1000) / 1000, lng: 2 + ((i * 104729) % 1000) / 1000 }));
    const index = new GridClusterIndex(points);
    let previous = 0;
    for (const zoom of [4, 8, 10, 12, 16, 20]) {
      const items = index.clusters(zoom);
      expect(counts(items).reduce((a, b) => a + b, 0)).toBe(points.length);
      expect(items.length).toBeGreaterThanOrEqual(previous);
      previous = items.length;
    }
    expect(index.clusters(0)).toHaveLength(1);
    expect(index.clusters(22).filter((item) => item.kind === 'point').length).toBeGreaterThan(390);
  });

  it('caches a zoom level (fractional zooms share their integer level) and filters to the viewport', () => {
    const points = [
      { lat: 48.85, lng: 2.35 },
      { lat: 48.851, lng: 2.351 },
      { lat: 51.5, lng: -0.12 },
    ];
    const index = new GridClusterIndex(points);
    expect(index.all(10.7)).toBe(index.all(10));
    const paris = index.clusters(10, { south: 48, north: 49, west: 2, east: 3 });
    expect(counts(paris)).toEqual([2]);
    expect(index.clusters(10, { south: -90, north: 90, west: -180, east: 180 })).toHaveLength(2);
  });

  it('clusters only the viewport’s points when zoomed in, with the same result as filtering the whole world', () => {
    const points = Array.from({ length: 3000 }, (_, i) => ({ lat: 40 + ((i * 7919) % 2000) / 200, lng: -5 + ((i * 104729) % 3000) / 200 }));
    const bounds = { south: 44, north: 46, west: 2, east: 5 };
    const sortKey = (item: ClusterItem) => (item.kind === 'cluster' ? item.id : `p${item.index}`);
    for (const zoom of [7, 9, 12]) {
      const viewportOnly = new GridClusterIndex(points).clusters(zoom, bounds).map(sortKey).sort();
      const world = new GridClusterIndex(points);
      world.all(zoom);
      const filtered = world.clusters(zoom, bounds).map(sortKey).sort();
      expect(viewportOnly.length).toBeGreaterThan(0);
      // Cells cut by the viewport's edge may differ; inside, the clusters are the same ones.
      const inner = { south: 44.5, north: 45.5, west: 2.75, east: 4.25 };
      const innerOf = (index: GridClusterIndex) =>
        index
          .clusters(zoom, bounds)
          .filter((item) => contains(inner, item.lat, item.lng))
          .map((item) => (item.kind === 'cluster' ? `${item.id}:${item.count}` : `p${item.index}`))
          .sort();
      expect(innerOf(new GridClusterIndex(points))).toEqual(innerOf(world));
      expect(filtered.length).toBeGreaterThan(0);
    }
    // Across the antimeridian too.
    const pacific = [
      { lat: -17.7, lng: 178.4 },
      { lat: -17.71, lng: 178.41 },
      { lat: -14.3, lng: -170.7 },
      { lat: 10, lng: 0 },
    ];
    expect(counts(new GridClusterIndex(pacific).clusters(9, { south: -30, north: 0, west: 170, east: -165 }))).toEqual([2, 1]);
  });

  it('handles viewports across the antimeridian', () => {
    const bounds = { south: -50, north: 0, west: 170, east: -170 };
    expect(contains(bounds, -40, 175)).toBe(true);
    expect(contains(bounds, -40, -175)).toBe(true);
    expect(contains(bounds, -40, 0)).toBe(false);
    expect(padBounds({ south: 0, north: 10, west: 0, east: 10 }, 0.5)).toEqual({ south: -5, north: 15, west: -5, east: 15 });
    expect(padBounds({ south: 0, north: 10, west: -170, east: 170 }, 0.5)).toMatchObject({ west: -180, east: 180 });
  });

  it('agrees with the naive MarkerClusterer-style baseline on separated groups', () => {
    const zoom = 9;
    const groups = [
      [300, 300],
      [900, 300],
      [600, 1200],
    ];
    const points = groups.flatMap(([x, y], g) => Array.from({ length: g + 2 }, (_, i) => at(x! + 10 + i * 5, y! + 10 + i * 3, zoom)));
    points.push(at(2000, 2000, zoom));
    expect(counts(new GridClusterIndex(points).clusters(zoom))).toEqual([4, 3, 2, 1]);
    expect(counts(naiveGridClusters(points, zoom))).toEqual([4, 3, 2, 1]);
  });
});
