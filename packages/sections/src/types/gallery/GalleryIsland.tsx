'use client';
import { lazy, Suspense } from 'react';

/**
 * The gallery's island as the page names it: its listeners (GalleryLightbox.tsx) are a chunk of their own, which only
 * pages that show a gallery download; every other page of the route carries only this loader.
 */
const GalleryLightbox = lazy(() => import('./GalleryLightbox.js').then((module) => ({ default: module.GalleryLightbox })));

export function GalleryIsland({ galleryId }: { galleryId: string }) {
  return (
    <Suspense fallback={null}>
      <GalleryLightbox galleryId={galleryId} />
    </Suspense>
  );
}
