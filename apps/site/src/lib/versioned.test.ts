import { describe, expect, it } from 'vitest';
import { MemoryVersion } from './shared-state';
import { Versioned } from './versioned';

function setup(load: () => Promise<string>) {
  let now = 0;
  const version = new MemoryVersion();
  const warnings: string[] = [];
  const settled: (string | undefined)[] = [];
  const value = new Versioned('test', version, load, {
    checkIntervalMs: 1000,
    retryMs: 5000,
    now: () => now,
    warn: (message) => warnings.push(message),
    onSettled: (current) => settled.push(current),
  });
  return { value, version, warnings, settled, advance: (ms: number) => (now += ms) };
}

describe('Versioned', () => {
  it('loads once, and again only when the version moved and a check is due or asked for', async () => {
    let loads = 0;
    const { value, version, advance } = setup(async () => `v${++loads}`);
    expect(await value.get()).toBe('v1');
    await version.bump();
    expect(await value.get()).toBe('v1'); // within the check interval: another instance's change is not seen yet
    advance(1000);
    expect(await value.get()).toBe('v2');
    advance(1000);
    expect(await value.get()).toBe('v2'); // same version: no reload
    await version.bump();
    value.invalidate();
    expect(await value.get()).toBe('v3'); // this instance was told: at once
    expect(loads).toBe(3);
  });

  it('answers at once once loaded, but not after a change this instance was told of until it is loaded', async () => {
    const { value, version } = setup(async () => 'v');
    expect(value.atOnce()).toBeUndefined(); // never loaded
    const loading = value.get();
    expect(value.atOnce()).toBeUndefined(); // loading
    await loading;
    expect(value.atOnce()).toBe('v');
    await version.bump();
    value.invalidate();
    expect(value.atOnce()).toBeUndefined(); // told of a change
    await value.get();
    expect(value.atOnce()).toBe('v');
  });

  it("starts a due check from atOnce() without waiting for it: the next caller sees another instance's change", async () => {
    let loads = 0;
    const { value, version, advance } = setup(async () => `v${++loads}`);
    await value.get();
    await version.bump(); // another instance's change
    advance(999);
    expect(value.atOnce()).toBe('v1'); // no check due yet
    advance(1);
    expect(value.atOnce()).toBe('v1'); // the check starts, and this caller does not wait for it
    expect(value.atOnce()).toBe('v1'); // nor does one that comes while it runs
    await value.get(); // joins the check under way
    expect(value.atOnce()).toBe('v2');
    expect(loads).toBe(2);
  });

  it('loads a change this instance was told of even while a check that began before it is under way', async () => {
    const { value, version, advance } = setup(async () => `v${await version.current()}`);
    await value.get();
    const before = value.atOnce();
    advance(1000);
    value.atOnce(); // a check begins, reading the version before the change
    await version.bump();
    value.invalidate();
    expect(await value.get()).not.toBe(before);
    expect(value.atOnce()).toBe(`v${await version.current()}`);
  });

  it('tells onSettled each change of what atOnce() answers, and nothing else', async () => {
    let loads = 0;
    const { value, version, settled, advance } = setup(async () => `v${++loads}`);
    await value.get();
    expect(settled).toEqual(['v1']);
    advance(1000);
    await value.get(); // the same version, checked again: atOnce() still answers v1
    expect(settled).toEqual(['v1']);
    await version.bump();
    value.invalidate();
    expect(settled).toEqual(['v1', undefined]); // told of a change: at once, before it is loaded
    expect(value.atOnce()).toBeUndefined();
    await value.get();
    expect(settled).toEqual(['v1', undefined, 'v2']);
    expect(value.atOnce()).toBe('v2');
  });

  it('shares one load between concurrent callers', async () => {
    let loads = 0;
    const { value } = setup(async () => `v${++loads}`);
    expect(await Promise.all([value.get(), value.get(), value.get()])).toEqual(['v1', 'v1', 'v1']);
    expect(loads).toBe(1);
  });

  it('keeps the old value when a load fails, and retries later', async () => {
    let fail = false;
    let loads = 0;
    const { value, version, warnings, advance } = setup(async () => {
      if (fail) throw new Error('Directus is down');
      return `v${++loads}`;
    });
    expect(await value.get()).toBe('v1');
    fail = true;
    await version.bump();
    value.invalidate();
    expect(await value.get()).toBe('v1');
    expect(warnings[0]).toMatch(/keeping the previous copy \(Directus is down\)/);
    fail = false;
    advance(4999);
    expect(await value.get()).toBe('v1');
    advance(1);
    expect(await value.get()).toBe('v2');
  });
});
