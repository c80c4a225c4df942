import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_LOAD_TIMEOUT_MS, MapLoadError, withTimeout } from './load';

afterEach(() => {
  vi.useRealTimers();
});

describe('loading the map', () => {
  it('gives up after the specification’s 5 seconds', async () => {
    expect(MAP_LOAD_TIMEOUT_MS).toBe(5_000);
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const loading = withTimeout(never, MAP_LOAD_TIMEOUT_MS, 'The map did not load within 5 seconds');
    const settled = vi.fn();
    loading.catch(settled);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toEqual(Object.assign(new MapLoadError('The map did not load within 5 seconds'), { timeoutMs: 5000 }));
  });

  it('passes a value through in time, and turns a failure into a MapLoadError', async () => {
    await expect(withTimeout(Promise.resolve(42), 100, 'late')).resolves.toBe(42);
    const failed = withTimeout(Promise.reject(new Error('WebGL is not available')), 100, 'late');
    await expect(failed).rejects.toBeInstanceOf(MapLoadError);
    await expect(failed).rejects.toThrow('WebGL is not available');
  });
});
