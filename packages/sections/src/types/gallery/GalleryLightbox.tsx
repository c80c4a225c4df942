'use client';
import { useEffect } from 'react';

/**
 * The gallery's island: only a click listener until a thumbnail is opened, when the lightbox's code (lightbox.ts)
 * is loaded. A click with a modifier key, or a middle click, keeps the link's own behaviour.
 */
export function GalleryLightbox({ galleryId }: { galleryId: string }) {
  useEffect(() => {
    const gallery = document.getElementById(galleryId);
    if (!gallery) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a.gallery__link');
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      import('./lightbox.js')
        .then(({ openLightbox }) => openLightbox(gallery, link))
        // Without the lightbox's code (offline, a failed chunk), the link still shows the image.
        .catch(() => window.location.assign(link.href));
    };
    gallery.addEventListener('click', onClick);
    gallery.dataset['hydrated'] = '';
    return () => gallery.removeEventListener('click', onClick);
  }, [galleryId]);
  return null;
}
