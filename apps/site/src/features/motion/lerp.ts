/**
 * One frame of linear interpolation: moves `current` the share `factor` of the way to `target`.
 * Within half a pixel it lands exactly on the target, so an animation always ends (an unsnapped
 * lerp only approaches its target) and never stops a fraction of a pixel short.
 */
export function lerpStep(current: number, target: number, factor: number): number {
  if (!(factor > 0 && factor <= 1)) throw new RangeError(`The lerp factor must be in (0, 1], not ${factor}`);
  const next = current + (target - current) * factor;
  return Math.abs(target - next) < 0.5 ? target : next;
}
