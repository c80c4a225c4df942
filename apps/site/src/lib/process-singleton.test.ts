import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

// Two copies of one module, as Next.js's bundles and the site's own server each load their own.
async function twoCopies() {
  const first = await import('./process-singleton.ts');
  vi.resetModules();
  const second = await import('./process-singleton.ts');
  return [first, second] as const;
}

describe('a process singleton', () => {
  it('is one value for every copy of a module, created by the first that asks', async () => {
    const [first, second] = await twoCopies();
    expect(second).not.toBe(first);
    const name = `test:${randomUUID()}`;
    const create = vi.fn(() => new Map<string, number>());
    const value = first.processSingleton(name, create);
    expect(second.processSingleton(name, create)).toBe(value);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps the values of different names apart', async () => {
    const [first, second] = await twoCopies();
    const id = randomUUID();
    expect(first.processSingleton(`test:${id}:a`, () => ({ name: 'a' }))).toEqual({ name: 'a' });
    expect(second.processSingleton(`test:${id}:b`, () => ({ name: 'b' }))).toEqual({ name: 'b' });
  });
});
