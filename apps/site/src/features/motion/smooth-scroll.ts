import { LERP_FRAME_MS, lerpStep } from './lerp';
import { REDUCED_MOTION_QUERY, SMOOTH_SCROLL_LERP, WIDE_SCREEN_QUERY } from './tokens';

/** Set on <html> while the smooth scroller is listening: styles and tests can tell it is on. */
export const SMOOTH_SCROLL_ATTRIBUTE = 'data-smooth-scroll';

/** Pixels per line and per page for wheel events that count in lines or pages (Firefox, some mice). */
const LINE_HEIGHT_PX = 16;

/**
 * Smooth scrolling for the mouse wheel: each wheel event moves a target, and the page covers a tenth
 * of the way to it every sixtieth of a second (each frame at 60 Hz, less per frame on faster screens,
 * so the ease lasts as long on every screen, as with Lenis). Only plain vertical wheel scrolling of
 * the page itself is taken over; everything else is the browser's own scrolling, untouched: keyboard,
 * scrollbars, touch, anchor links, focus moves, find-in-page, scroll restoration, and wheeling inside
 * anything that scrolls or zooms on its own (maps, code blocks, lists). When any of those moves the
 * page mid-animation, or a key or pointer is pressed, the animation yields at once. (Lenis, measured
 * against this in bench/scroll.mjs, does not: see docs/performance.md.)
 *
 * It runs only while the screen is at least 1024 px wide and the visitor has not asked for reduced
 * motion, and switches itself on and off as those media queries change. Returns a function that
 * stops it for good.
 */
export function startSmoothScroll(win: Window = window): () => void {
  const wide = win.matchMedia(WIDE_SCREEN_QUERY);
  const reduced = win.matchMedia(REDUCED_MOTION_QUERY);
  let stopScroller: (() => void) | null = null;

  const update = () => {
    const wanted = wide.matches && !reduced.matches;
    if (wanted && !stopScroller) stopScroller = attachScroller(win);
    if (!wanted && stopScroller) {
      stopScroller();
      stopScroller = null;
    }
  };
  update();
  wide.addEventListener('change', update);
  reduced.addEventListener('change', update);
  return () => {
    wide.removeEventListener('change', update);
    reduced.removeEventListener('change', update);
    stopScroller?.();
    stopScroller = null;
  };
}

function attachScroller(win: Window): () => void {
  const doc = win.document;
  const root = doc.documentElement;
  let frame: number | null = null;
  let target = 0;
  let current = 0;
  // Where the last frame put the page; any other position means something else scrolled it.
  let written = 0;
  // When the previous frame ran (the animation frame's timestamp); null before an animation's first frame.
  let previousFrame: number | null = null;

  const maxScroll = () => Math.max(0, (doc.scrollingElement ?? root).scrollHeight - win.innerHeight);

  const stopAnimation = () => {
    if (frame !== null) win.cancelAnimationFrame(frame);
    frame = null;
    previousFrame = null;
  };

  const step = (time: number) => {
    // The first frame counts as one 60 Hz frame; later ones as the time since the previous frame.
    const elapsed = previousFrame === null ? LERP_FRAME_MS : Math.max(0, time - previousFrame);
    previousFrame = time;
    target = Math.min(target, maxScroll());
    current = lerpStep(current, target, SMOOTH_SCROLL_LERP, elapsed);
    win.scrollTo({ top: current, behavior: 'instant' });
    written = win.scrollY;
    if (current === target) stopAnimation();
    else frame = win.requestAnimationFrame(step);
  };

  const onWheel = (event: WheelEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (Math.abs(event.deltaX) > Math.abs(event.deltaY) || event.deltaY === 0) return;
    if (scrollsItself(event.target, event.deltaY, win) || scrollLocked(win)) return;
    event.preventDefault();
    if (frame === null) current = target = written = win.scrollY;
    const delta =
      event.deltaY *
      (event.deltaMode === WheelEvent.DOM_DELTA_LINE
        ? LINE_HEIGHT_PX
        : event.deltaMode === WheelEvent.DOM_DELTA_PAGE
          ? win.innerHeight
          : 1);
    target = Math.min(Math.max(target + delta, 0), maxScroll());
    frame ??= win.requestAnimationFrame(step);
  };

  // Scroll events come before animation frames, so a foreign scroll stops the animation before
  // its next frame could undo it.
  const onScroll = () => {
    if (frame !== null && Math.abs(win.scrollY - written) > 1) stopAnimation();
  };

  // A key or a press (a scrollbar, a link, a field) means the visitor moved on: the wheel's
  // animation ends where it is, even when that input itself scrolls nothing (Home at the top).
  const onInput = () => stopAnimation();

  win.addEventListener('wheel', onWheel, { passive: false });
  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('keydown', onInput, { capture: true, passive: true });
  win.addEventListener('pointerdown', onInput, { capture: true, passive: true });
  root.setAttribute(SMOOTH_SCROLL_ATTRIBUTE, 'on');
  return () => {
    stopAnimation();
    win.removeEventListener('wheel', onWheel);
    win.removeEventListener('scroll', onScroll);
    win.removeEventListener('keydown', onInput, { capture: true });
    win.removeEventListener('pointerdown', onInput, { capture: true });
    root.removeAttribute(SMOOTH_SCROLL_ATTRIBUTE);
  };
}

/** True when the wheel is over an element that can still scroll that way itself. (Maps, which zoom, cancel the event.) */
function scrollsItself(start: EventTarget | null, deltaY: number, win: Window): boolean {
  const { body, documentElement } = win.document;
  for (
    let element = start instanceof Element ? start : null;
    element && element !== body && element !== documentElement;
    element = element.parentElement
  ) {
    const { overflowY } = win.getComputedStyle(element);
    if (overflowY !== 'auto' && overflowY !== 'scroll') continue;
    const room = deltaY < 0 ? element.scrollTop : element.scrollHeight - element.clientHeight - element.scrollTop;
    if (room > 1) return true;
  }
  return false;
}

/** A page that locks its own scrolling (`overflow: hidden` on html or body, as under a modal) stays put. */
function scrollLocked(win: Window): boolean {
  const { body, documentElement } = win.document;
  return [documentElement, body].some((element) => win.getComputedStyle(element).overflowY === 'hidden');
}
