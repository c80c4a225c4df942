/**
 * The frame a lerp factor is given for: 1/60 s. The specification's lerp 0.1 comes from Lenis, where it is the
 * share of the way covered per sixtieth of a second, whatever the screen's refresh rate.
 */
export const LERP_FRAME_MS = 1000 / 60;

/**
 * One frame of linear interpolation: moves `current` toward `target` by the share `factor` per 1/60 s, compounded
 * over `elapsedMs` since the previous frame (a 120 Hz frame covers 1 − 0.9^½ ≈ 5.1 % for a factor of 0.1, so the
 * ease lasts as long on every screen). Within half a pixel it lands exactly on the target, so an animation always
 * ends (an unsnapped lerp only approaches its target) and never stops a fraction of a pixel short.
 */
export function lerpStep(current: number, target: number, factor: number, elapsedMs = LERP_FRAME_MS): number {
  if (!(factor > 0 && factor <= 1)) throw new RangeError(`The lerp factor must be in (0, 1], not ${factor}`);
  if (!(elapsedMs >= 0)) throw new RangeError(`The time between frames must be 0 ms or more, not ${elapsedMs}`);
  const frames = elapsedMs / LERP_FRAME_MS;
  // Exactly `factor` for one 60 Hz frame (the power would leave a rounding error there).
  const share = frames === 1 ? factor : 1 - (1 - factor) ** frames;
  const next = current + (target - current) * share;
  return Math.abs(target - next) < 0.5 ? target : next;
}
