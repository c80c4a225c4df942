/**
 * The site's motion durations in milliseconds. globals.css declares the same values as custom
 * properties (`--duration-fast` …), which every CSS transition and animation uses; tokens.test.ts
 * keeps the two in step.
 */
export const DURATIONS = {
  fast: 200,
  default: 400,
  slow: 600,
  slide: 500,
} as const;

export type DurationName = keyof typeof DURATIONS;

/** The custom property that carries a duration in CSS. */
export function durationProperty(name: DurationName): `--duration-${DurationName}` {
  return `--duration-${name}`;
}

/** Smooth scrolling runs only on screens at least this wide (CSS pixels). */
export const SMOOTH_SCROLL_MIN_WIDTH = 1024;

/** The share of the remaining distance the smooth scroller covers per sixtieth of a second (Lenis’s lerp, see lerp.ts). */
export const SMOOTH_SCROLL_LERP = 0.1;

export const WIDE_SCREEN_QUERY = `(min-width: ${SMOOTH_SCROLL_MIN_WIDTH}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
