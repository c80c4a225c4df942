import { describe, expect, it } from 'vitest';
import { FillLimit, FillsBusy } from './fill-limit.ts';

const later = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('the limit on pages rendered at once', () => {
  it('runs at most its limit at once, the others in order as places free up', async () => {
    const limit = new FillLimit(2, 10);
    const gates = Array.from({ length: 5 }, later);
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      limit.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limit.load).toEqual({ running: 2, waiting: 3 });
    gates[1]!.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses beyond the waiting it allows, and frees a place when a fill fails', async () => {
    const limit = new FillLimit(1, 1);
    const gate = later();
    const first = limit.run(() => gate.promise.then(() => Promise.reject(new Error('render failed'))));
    const second = limit.run(async () => 'second');
    await expect(limit.run(async () => 'third')).rejects.toBeInstanceOf(FillsBusy);
    gate.resolve();
    await expect(first).rejects.toThrow('render failed');
    expect(await second).toBe('second');
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });
});
