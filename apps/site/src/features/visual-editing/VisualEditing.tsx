'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';

/**
 * The editing island of pages rendered for the Data Studio's Visual Editor (never for visitors: the layout renders
 * it in editing mode only). It loads Directus's library, which outlines every element with a `data-directus`
 * attribute and talks to the Studio around the frame (postMessage, to the Studio's origin only). After a save in
 * the Studio the page's server components are fetched again (router.refresh(): no reload, the scroll position
 * stays), and the outlines are laid again on what was re-rendered.
 */
export function VisualEditing({ studioUrl }: { studioUrl: string }) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();

  useEffect(() => {
    // Opened on its own (not framed by the Studio) the page stays as it is.
    if (refreshing || window.parent === window) return;
    let stopped = false;
    let outlines: { remove(): void } | undefined;
    void import('@directus/visual-editing').then(async ({ apply }) => {
      if (stopped) return;
      outlines = await apply({ directusUrl: studioUrl, onSaved: () => startRefresh(() => router.refresh()) });
      if (stopped) outlines?.remove();
    });
    return () => {
      stopped = true;
      outlines?.remove();
    };
  }, [refreshing, router, studioUrl]);

  return null;
}
