'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';

/**
 * The Studio origins to talk to: the one that framed the page where the browser says which (Chromium and Safari's
 * `location.ancestorOrigins`), else each allowed one in turn (Firefox): the library waits about a second for the
 * Studio's answer, and only the Studio that framed the page gets the message.
 */
function framingStudios(studioOrigins: readonly string[]): readonly string[] {
  const parent = window.location.ancestorOrigins?.[0];
  return parent && studioOrigins.includes(parent) ? [parent] : studioOrigins;
}

/**
 * The editing island of pages rendered for the Data Studio's Visual Editor (never for visitors: the layout renders
 * it in editing mode only). It loads Directus's library, which outlines every element with a `data-directus`
 * attribute and talks to the Studio around the frame (postMessage, to the Studio's origin only). After a save in
 * the Studio the page's server components are fetched again (router.refresh(): no reload, the scroll position
 * stays; header and footer included), and the outlines are laid again on what was re-rendered. The island lives in
 * the layout, so it stays mounted when the editor follows a link inside the frame (a client-side navigation): the
 * outlines are laid again on each new page too, or its elements would have none.
 */
export function VisualEditing({ studioOrigins }: { studioOrigins: readonly string[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const [refreshing, startRefresh] = useTransition();

  useEffect(() => {
    // Opened on its own (not framed by the Studio) the page stays as it is.
    if (refreshing || window.parent === window) return;
    let stopped = false;
    let outlines: { remove(): void } | undefined;
    void import('@directus/visual-editing').then(async ({ apply }) => {
      for (const directusUrl of framingStudios(studioOrigins)) {
        if (stopped) return;
        outlines = await apply({ directusUrl, onSaved: () => startRefresh(() => router.refresh()) });
        if (outlines) break;
      }
      if (stopped) outlines?.remove();
    });
    return () => {
      stopped = true;
      outlines?.remove();
    };
  }, [pathname, refreshing, router, studioOrigins]);

  return null;
}
