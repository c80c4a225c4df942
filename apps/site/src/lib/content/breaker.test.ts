import { describe, expect, it } from 'vitest';
import { CircuitBreaker, CircuitOpenError } from './breaker';

function setup() {
  let now = 0;
  const breaker = new CircuitBreaker({ failureThreshold: 3, cooldownMs: 5000, now: () => now });
  let calls = 0;
  const fail = () => breaker.run(async () => (calls++, Promise.reject(new Error('refused'))));
  const succeed = () => breaker.run(async () => (calls++, 'ok'));
  return { breaker, fail, succeed, calls: () => calls, advance: (ms: number) => (now += ms) };
}

describe('CircuitBreaker', () => {
  it('lets calls through until failures in a row reach the threshold, then refuses without calling', async () => {
    const { breaker, fail, succeed, calls } = setup();
    await expect(fail()).rejects.toThrow('refused');
    await expect(fail()).rejects.toThrow('refused');
    expect(await succeed()).toBe('ok'); // a success resets the count
    for (let i = 0; i < 3; i++) await expect(fail()).rejects.toThrow('refused');
    expect(breaker.open).toBe(true);
    const before = calls();
    await expect(succeed()).rejects.toBeInstanceOf(CircuitOpenError);
    expect(calls()).toBe(before);
  });

  it('after the cool-down lets one trial through: its success closes the circuit, its failure re-opens it', async () => {
    const { breaker, fail, succeed, advance } = setup();
    for (let i = 0; i < 3; i++) await expect(fail()).rejects.toThrow('refused');
    advance(5001);
    await expect(fail()).rejects.toThrow('refused');
    await expect(succeed()).rejects.toBeInstanceOf(CircuitOpenError);
    advance(5001);
    expect(await succeed()).toBe('ok');
    expect(breaker.open).toBe(false);
    expect(await succeed()).toBe('ok');
  });

  it('refuses other calls while the trial is in flight', async () => {
    const { breaker, fail, advance } = setup();
    for (let i = 0; i < 3; i++) await expect(fail()).rejects.toThrow('refused');
    advance(5001);
    let finish!: (value: string) => void;
    const trial = breaker.run(() => new Promise<string>((resolve) => (finish = resolve)));
    await expect(breaker.run(async () => 'other')).rejects.toBeInstanceOf(CircuitOpenError);
    finish('done');
    expect(await trial).toBe('done');
    expect(await breaker.run(async () => 'other')).toBe('other');
  });

  it('counts results the caller calls failures (a gateway error) like thrown errors', async () => {
    const { breaker } = setup();
    const gateway = () =>
      breaker.run(
        async () => 503,
        (status) => status >= 502,
      );
    for (let i = 0; i < 3; i++) expect(await gateway()).toBe(503);
    await expect(gateway()).rejects.toBeInstanceOf(CircuitOpenError);
  });
});
