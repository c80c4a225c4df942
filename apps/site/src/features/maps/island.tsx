'use client';

import dynamic from 'next/dynamic';
// In the route's stylesheet rather than one more stylesheet that arrives with the island (see forms/island.tsx).
import './Maps.module.css';

/** The map, in a chunk of its own that only the pages showing locations download (next/dynamic). */
export const LocationsMap = dynamic(() => import('./LocationsMap').then((module) => module.LocationsMap));
