/** Proportions of a video box, e.g. `{ width: 16, height: 9 }`. */
export interface Proportions {
  width: number;
  height: number;
}

const WIDESCREEN: Proportions = { width: 16, height: 9 };

/** The box a video reserves: its own proportions, 16:9 when it has none (or absurd ones). */
export function aspectRatio(width: number | undefined, height: number | undefined): Proportions {
  if (width === undefined || height === undefined || !(width > 0) || !(height > 0)) return WIDESCREEN;
  const ratio = width / height;
  return ratio >= 0.25 && ratio <= 4 ? { width, height } : WIDESCREEN;
}
