// Loaded by GalleryIsland.tsx, in the browser only where a gallery is shown (no 'use client': not an island of its own).
import { useEffect } from 'react';

/** The lightbox's code, fetched once: when a reader shows intent (hovers or focuses a thumbnail) or opens one. */
let lightbox: Promise<typeof import('./lightbox.js')> | undefined;
const loadLightbox = () => (lightbox ??= import('./lightbox.js'));

/**
 * The gallery's island: only these listeners until a thumbnail is about to be opened, when the lightbox's code
 * (lightbox.ts) is loaded. A click with a modifier key, or a middle click, keeps the link's own behaviour.
 */
export function GalleryLightbox({ galleryId }: { galleryId: string }) {
  useEffect(() => {
    const gallery = document.getElementById(galleryId);
    if (!gallery) return;
    const thumbnail = (event: Event) => (event.target as Element).closest<HTMLAnchorElement>('a.gallery__link');
    const onIntent = (event: Event) => {
      if (thumbnail(event)) void loadLightbox().catch(() => (lightbox = undefined));
    };
    const onClick = (event: MouseEvent) => {
      const link = thumbnail(event);
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      loadLightbox()
        .then(({ openLightbox }) => openLightbox(gallery, link))
        // Without the lightbox's code (offline, a failed chunk), the link still shows the image.
        .catch(() => window.location.assign(link.href));
    };
    gallery.addEventListener('pointerover', onIntent);
    gallery.addEventListener('focusin', onIntent);
    gallery.addEventListener('click', onClick);
    gallery.dataset['hydrated'] = '';
    return () => {
      gallery.removeEventListener('pointerover', onIntent);
      gallery.removeEventListener('focusin', onIntent);
      gallery.removeEventListener('click', onClick);
    };
  }, [galleryId]);
  return null;
}
