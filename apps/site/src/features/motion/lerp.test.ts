import { describe, expect, it } from 'vitest';
import { LERP_FRAME_MS, lerpStep } from './lerp';
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

  it('gives the factor per sixtieth of a second, so the ease lasts as long at any frame rate', () => {
    expect(LERP_FRAME_MS).toBeCloseTo(16.667, 3);
    expect(lerpStep(0, 1000, 0.1, LERP_FRAME_MS)).toBeCloseTo(100, 10);
    // Two 120 Hz frames cover what one 60 Hz frame does; a 30 Hz frame what two do.
    const half = lerpStep(0, 1000, 0.1, LERP_FRAME_MS / 2);
    expect(half).toBeCloseTo(1000 * (1 - Math.sqrt(0.9)), 10);
    expect(lerpStep(half, 1000, 0.1, LERP_FRAME_MS / 2)).toBeCloseTo(100, 10);
    expect(lerpStep(0, 1000, 0.1, 2 * LERP_FRAME_MS)).toBeCloseTo(190, 10);
    // No time, no movement.
    expect(lerpStep(0, 1000, 0.1, 0)).toBe(0);

    const duration = (hz: number) => {
      let position = 0;
      let frames = 0;
      while (position !== 2000) {
        position = lerpStep(position, 2000, SMOOTH_SCROLL_LERP, 1000 / hz);
        frames += 1;
      }
      return (frames * 1000) / hz;
    };
    // 79 frames at 60 Hz (above); at 120 and 240 Hz within a frame of the same 1.3 s.
    for (const hz of [120, 144, 240]) expect(Math.abs(duration(hz) - duration(60))).toBeLessThanOrEqual(LERP_FRAME_MS);
  });

  it('rejects factors outside (0, 1] and negative times', () => {
    for (const factor of [0, -0.1, 1.5, Number.NaN]) expect(() => lerpStep(0, 10, factor)).toThrow(RangeError);
    expect(lerpStep(0, 10, 1)).toBe(10);
    for (const elapsed of [-1, Number.NaN]) expect(() => lerpStep(0, 10, 0.1, elapsed)).toThrow(RangeError);
  });
});
