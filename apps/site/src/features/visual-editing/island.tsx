'use client';

import dynamic from 'next/dynamic';

/** The editing island in a chunk of its own, fetched only by pages that render it (editing mode). */
export const VisualEditing = dynamic(() => import('./VisualEditing').then((module) => module.VisualEditing));
