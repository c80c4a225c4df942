import { describe, expect, it } from 'vitest';
import { lerpStep } from './lerp';
import { SMOOTH_SCROLL_LERP } from './tokens';

describe('lerpStep', () => {
  it('covers the given share of the remaining distance, in either direction', () => {
    expect(lerpStep(0, 1000, 0.1)).toBe(100);
    expect(lerpStep(100, 1000, 0.1)).toBe(190);
    expect(lerpStep(1000, 0, 0.1)).toBe(900);
  });

  it('snaps to the target within half a pixel, so an animation always ends', () => {
    expect(lerpStep(999.6, 1000, 0.1)).toBe(1000);
    expect(lerpStep(1000, 1000, 0.1)).toBe(1000);
    let position = 0;
    let frames = 0;
    while (position !== 2000) {
      position = lerpStep(position, 2000, SMOOTH_SCROLL_LERP);
      frames += 1;
      expect(frames).toBeLessThan(200);
    }
    // 0.9^n · 2000 < 0.5 after 79 frames: about 1.3 s at 60 frames a second.
    expect(frames).toBe(79);
  });

  it('moves monotonically and never overshoots', () => {
    let position = 0;
    for (let frame = 0; frame < 100; frame += 1) {
      const next = lerpStep(position, 500, SMOOTH_SCROLL_LERP);
      expect(next).toBeGreaterThanOrEqual(position);
      expect(next).toBeLessThanOrEqual(500);
      position = next;
    }
    expect(position).toBe(500);
  });

  it('rejects factors outside (0, 1]', () => {
    for (const factor of [0, -0.1, 1.5, Number.NaN]) expect(() => lerpStep(0, 10, factor)).toThrow(RangeError);
    expect(lerpStep(0, 10, 1)).toBe(10);
  });
});
