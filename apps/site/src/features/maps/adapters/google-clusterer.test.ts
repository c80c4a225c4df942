import { GridAlgorithm } from '@googlemaps/markerclusterer';
import { describe, expect, it } from 'vitest';
import { GRID_SIZE, MIN_CLUSTER_SIZE } from '../cluster';
import { GOOGLE_CLUSTERING, googleClusterAlgorithm } from './google-clusterer';

describe('Google MarkerClusterer configuration', () => {
  it('uses the grid algorithm with the issue’s 60-pixel cells, clustering up to zoom 16', () => {
    const algorithm = googleClusterAlgorithm();
    expect(algorithm).toBeInstanceOf(GridAlgorithm);
    // The settings are protected fields of the algorithm.
    const settings = algorithm as unknown as { gridSize: number; maxZoom: number };
    expect([settings.gridSize, settings.maxZoom]).toEqual([60, 16]);
    expect(GOOGLE_CLUSTERING).toEqual({ gridSize: GRID_SIZE, maxZoom: 16 });
  });

  it('has the same constants as Tessera’s own grid (60 px, clusters of 2 or more)', () => {
    expect([GRID_SIZE, MIN_CLUSTER_SIZE]).toEqual([60, 2]);
  });
});
