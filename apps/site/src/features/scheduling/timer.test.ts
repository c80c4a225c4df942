import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicationSchedule } from '@/lib/content';
import { createPublicationTimer, RETRY_DELAYS_MS, type TimerEffects } from './timer';

const HOUR = 3_600_000;

function harness(schedules: (PublicationSchedule | Error)[]) {
  const announced: number[] = [];
  const logs: string[] = [];
  let announceFails = 0;
  const effects: TimerEffects = {
    readSchedule: vi.fn(async () => {
      const next = schedules.length > 1 ? schedules.shift()! : schedules[0]!;
      if (next instanceof Error) throw next;
      return next;
    }),
    announce: vi.fn(async () => {
      if (announceFails > 0) {
        announceFails--;
        throw new Error('connection refused');
      }
      announced.push(Date.now());
    }),
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
    log: (message) => logs.push(message),
  };
  const timer = createPublicationTimer(effects, { catchUpMs: HOUR });
  return { timer, effects, announced, logs, failAnnouncements: (count: number) => (announceFails = count) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2026-11-26T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the publication timer', () => {
  it('announces the change at the next scheduled time, then arms itself for the one after', async () => {
    const start = Date.now();
    const { timer, announced } = harness([
      { next: start + 30_000, last: null },
      { next: start + 90_000, last: start + 30_000 },
      { next: null, last: start + 90_000 },
    ]);
    await timer.reload();
    expect(timer.armedFor()).toBe(start + 30_000);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(announced).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(announced).toEqual([start + 30_000]);
    expect(timer.armedFor()).toBe(start + 90_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(announced).toEqual([start + 30_000, start + 90_000]);
    expect(timer.armedFor()).toBeNull();
  });

  it('re-arms for a new schedule when content changes, without announcing the old time', async () => {
    const start = Date.now();
    const { timer, announced } = harness([
      { next: start + 30_000, last: null },
      { next: start + 60_000, last: null },
    ]);
    await timer.reload();
    await timer.reload();
    expect(timer.armedFor()).toBe(start + 60_000);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(announced).toEqual([]);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(announced).toEqual([start + 60_000]);
  });

  it('reads the schedule once more when a change comes in while it is read', async () => {
    const start = Date.now();
    const { timer, effects } = harness([
      { next: start + 30_000, last: null },
      { next: start + 10_000, last: null },
    ]);
    await Promise.all([timer.reload(), timer.reload(), timer.reload()]);
    expect(effects.readSchedule).toHaveBeenCalledTimes(2);
    expect(timer.armedFor()).toBe(start + 10_000);
  });

  it('arms a time beyond what Node timers take in steps', async () => {
    const start = Date.now();
    const far = start + 40 * 24 * HOUR;
    const { timer, announced } = harness([
      { next: far, last: null },
      { next: null, last: far },
    ]);
    await timer.reload();
    await vi.advanceTimersByTimeAsync(2 ** 31 - 1);
    expect(announced).toEqual([]);
    expect(timer.armedFor()).toBe(far);
    await vi.advanceTimersByTimeAsync(far - Date.now());
    expect(announced).toEqual([far]);
  });

  it('keeps trying while Directus cannot be read or the announcement fails', async () => {
    const start = Date.now();
    const { timer, announced, logs, failAnnouncements } = harness([
      new Error('Directus is unavailable'),
      { next: start + 10_000, last: null },
      { next: null, last: start + 10_000 },
    ]);
    const loading = timer.reload();
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    await loading;
    expect(timer.armedFor()).toBe(start + 10_000);
    expect(logs[0]).toMatch(/^reading the publication schedule failed \(Directus is unavailable\); trying again in 1 s$/);
    failAnnouncements(2);
    await vi.advanceTimersByTimeAsync(10_000 - RETRY_DELAYS_MS[0]);
    expect(announced).toEqual([]);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1]);
    expect(announced).toEqual([start + 10_000 + RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1]]);
    expect(timer.armedFor()).toBeNull();
  });

  it('at start-up, announces a time that passed within the catch-up window, and not an older one', async () => {
    const start = Date.now();
    const recent = harness([{ next: null, last: start - 5 * 60_000 }]);
    await recent.timer.reload({ catchUp: true });
    expect(recent.announced).toEqual([start]);
    const old = harness([{ next: null, last: start - 2 * HOUR }]);
    await old.timer.reload({ catchUp: true });
    expect(old.announced).toEqual([]);
    // Only at start-up: a later reload never announces what already passed.
    await recent.timer.reload();
    expect(recent.announced).toEqual([start]);
  });

  it('stops for good', async () => {
    const start = Date.now();
    const { timer, announced } = harness([{ next: start + 1000, last: null }]);
    await timer.reload();
    timer.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(announced).toEqual([]);
    expect(timer.armedFor()).toBeNull();
  });
});
