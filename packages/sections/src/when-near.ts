// When an island's code should load: as its element comes within about a screen of the viewport, or at once when a
// reader points at, touches, focuses or types in it. Shared by the gallery's loader and the site's deferred islands
// (apps/site/src/lib/deferred-island.tsx), so every island on a page wakes by the same rule.

/** What a reader does inside an element that should make it work at once, however far off it is. */
const INTENT_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/** How far below (and above) the viewport an element counts as near: about one screen, so it is ready on arrival. */
const NEAR = '100% 0px';

/** Calls `start` once, when `element` comes near the viewport or is first used; returns what stops waiting. */
export function whenNearOrUsed(element: Element, start: () => void): () => void {
  let waiting = true;
  const once = () => {
    if (!waiting) return;
    stop();
    start();
  };
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && once(), {
    rootMargin: NEAR,
  });
  const stop = () => {
    waiting = false;
    observer.disconnect();
    for (const type of INTENT_EVENTS) element.removeEventListener(type, once, true);
  };
  observer.observe(element);
  for (const type of INTENT_EVENTS) element.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}
