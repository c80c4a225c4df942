'use client';

import { deferredIsland } from '@/lib/deferred-island';
// In the route's stylesheet rather than one more stylesheet that arrives with the island (see forms/island.tsx).
import './Maps.module.css';

/**
 * The list and map, in a chunk of their own that only pages showing locations download, and only once the section
 * comes near the viewport or is used (deferredIsland); the server renders them in full.
 */
export const LocationsMap = deferredIsland(() => import('./LocationsMap').then((module) => module.LocationsMap));
