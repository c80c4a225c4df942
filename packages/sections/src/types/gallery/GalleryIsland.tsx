'use client';
import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * The gallery's island as the page names it: its listeners (GalleryLightbox.tsx) are a chunk of their own, which only
 * pages that show a gallery download, once the gallery comes near the viewport (about a screen away) or a reader
 * points at or focuses it; every other page of the route carries only this loader, and the page's load none of it.
 */
const GalleryLightbox = lazy(() => import('./GalleryLightbox.js').then((module) => ({ default: module.GalleryLightbox })));

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

export function GalleryIsland({ galleryId }: { galleryId: string }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const gallery = document.getElementById(galleryId);
    if (!gallery) return;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
      rootMargin: '100% 0px',
    });
    observer.observe(gallery);
    for (const type of INTENT_EVENTS) gallery.addEventListener(type, want, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS) gallery.removeEventListener(type, want, true);
    };
  }, [galleryId]);
  return wanted ? (
    <Suspense fallback={null}>
      <GalleryLightbox galleryId={galleryId} />
    </Suspense>
  ) : null;
}
