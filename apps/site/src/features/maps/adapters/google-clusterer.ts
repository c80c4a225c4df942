import { GridAlgorithm } from '@googlemaps/markerclusterer';
import { GRID_SIZE } from '../cluster';

/**
 * Google's MarkerClusterer as the issue configures it: the grid algorithm with 60-pixel cells. Its minimum
 * cluster size is 2 by construction (a group of one is drawn as the marker itself: MarkerClusterer v2 has no
 * option for it), the same as Tessera's own grid; above zoom 16 (the algorithm's default) every marker shows.
 */
export const GOOGLE_CLUSTERING = { gridSize: GRID_SIZE, maxZoom: 16 } as const;

export function googleClusterAlgorithm(): GridAlgorithm {
  return new GridAlgorithm({ gridSize: GOOGLE_CLUSTERING.gridSize, maxZoom: GOOGLE_CLUSTERING.maxZoom });
}
