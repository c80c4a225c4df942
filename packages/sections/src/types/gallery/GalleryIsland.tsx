'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenNearOrUsed } from '../../when-near.js';

/**
 * The gallery's island as the page names it: its listeners (GalleryLightbox.tsx) are a chunk of their own, which only
 * pages that show a gallery download, once the gallery comes near the viewport or is used (whenNearOrUsed); every other page of the route carries only this loader, and the page's load none of it.
 */
const GalleryLightbox = lazy(() => import('./GalleryLightbox.js').then((module) => ({ default: module.GalleryLightbox })));

export function GalleryIsland({ galleryId }: { galleryId: string }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const gallery = document.getElementById(galleryId);
    if (!gallery) return;
    return whenNearOrUsed(gallery, () => setWanted(true));
  }, [galleryId]);
  return wanted ? (
    <Suspense fallback={null}>
      <GalleryLightbox galleryId={galleryId} />
    </Suspense>
  ) : null;
}
