import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LERP_FRAME_MS } from './lerp';
import { SMOOTH_SCROLL_ATTRIBUTE, startSmoothScroll } from './smooth-scroll';

/**
 * A window reduced to what the scroller touches, with animation frames run by the test at a chosen refresh rate.
 * (The browser itself is driven by e2e/look.spec.ts and the Lenis comparison in bench/scroll.mjs.)
 */
function fakeWindow({ height = 800, page = 20_000 } = {}) {
  const listeners = new Map<string, (event: unknown) => void>();
  const frames = new Map<number, FrameRequestCallback>();
  let nextFrame = 1;
  const attributes = new Map<string, string>();
  const win = {
    innerHeight: height,
    scrollY: 0,
    scrollTo({ top }: { top: number }) {
      win.scrollY = Math.round(top);
    },
    matchMedia: (query: string) => ({ matches: !query.includes('reduce'), addEventListener() {}, removeEventListener() {} }),
    requestAnimationFrame(callback: FrameRequestCallback) {
      frames.set(nextFrame, callback);
      return nextFrame++;
    },
    cancelAnimationFrame: (id: number) => frames.delete(id),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    getComputedStyle: () => ({ overflowY: 'visible' }),
    document: {
      scrollingElement: { scrollHeight: page },
      body: {},
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        removeAttribute: attributes.delete.bind(attributes),
      },
    },
  };
  let now = 1_000;
  return {
    win: win as unknown as Window,
    attributes,
    get scrollY() {
      return win.scrollY;
    },
    wheel(deltaY: number) {
      const event = { deltaY, deltaX: 0, deltaMode: 0, target: {}, defaultPrevented: false, preventDefault: vi.fn() };
      listeners.get('wheel')!(event);
      return event;
    },
    key: () => listeners.get('keydown')!({}),
    /** Runs the pending animation frame `ms` after the previous one; false when none was pending. */
    frame(ms: number) {
      const [id, callback] = frames.entries().next().value ?? [];
      if (!callback) return false;
      frames.delete(id!);
      now += ms;
      callback(now);
      return true;
    },
  };
}

beforeEach(() => {
  // The scroller reads the delta mode's constants and tells elements apart with the DOM's own classes.
  vi.stubGlobal('WheelEvent', { DOM_DELTA_LINE: 1, DOM_DELTA_PAGE: 2 });
  vi.stubGlobal('Element', class {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the smooth scroller', () => {
  it('takes the wheel over and eases a tenth of the way per 60 Hz frame', () => {
    const page = fakeWindow();
    const stop = startSmoothScroll(page.win);
    expect(page.attributes.get(SMOOTH_SCROLL_ATTRIBUTE)).toBe('on');
    expect(page.wheel(1000).preventDefault).toHaveBeenCalled();
    const positions: number[] = [];
    while (page.frame(LERP_FRAME_MS)) positions.push(page.scrollY);
    expect(positions.slice(0, 3)).toEqual([100, 190, 271]);
    expect(positions.at(-1)).toBe(1000);
    stop();
    expect(page.attributes.has(SMOOTH_SCROLL_ATTRIBUTE)).toBe(false);
  });

  it('lasts as long on a 120 or 240 Hz screen as at 60 Hz (time, not frames)', () => {
    const duration = (hz: number) => {
      const page = fakeWindow();
      const stop = startSmoothScroll(page.win);
      page.wheel(2000);
      let elapsed = 0;
      while (page.frame(1000 / hz)) elapsed += 1000 / hz;
      expect(page.scrollY).toBe(2000);
      stop();
      return elapsed;
    };
    const at60 = duration(60);
    expect(at60).toBeGreaterThan(1_000);
    for (const hz of [120, 240]) expect(Math.abs(duration(hz) - at60)).toBeLessThan(2 * LERP_FRAME_MS);
  });

  it('stops where it is when a key is pressed', () => {
    const page = fakeWindow();
    startSmoothScroll(page.win);
    page.wheel(1000);
    page.frame(LERP_FRAME_MS);
    page.frame(LERP_FRAME_MS);
    page.key();
    expect(page.frame(LERP_FRAME_MS)).toBe(false);
    expect(page.scrollY).toBe(190);
  });
});
