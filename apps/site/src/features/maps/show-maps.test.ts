import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapsShownThisSession, rememberMapsShown } from './show-maps';

function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the “Show map” choice', () => {
  it('is not made until the visitor makes it, and then kept for the session', () => {
    vi.stubGlobal('sessionStorage', fakeStorage());
    expect(mapsShownThisSession()).toBe(false);
    rememberMapsShown();
    expect(mapsShownThisSession()).toBe(true);
  });

  it('is asked again where storage is refused or missing', () => {
    const refusing = fakeStorage();
    refusing.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.stubGlobal('sessionStorage', refusing);
    expect(() => rememberMapsShown()).not.toThrow();
    expect(mapsShownThisSession()).toBe(false);
    vi.stubGlobal('sessionStorage', undefined);
    expect(mapsShownThisSession()).toBe(false);
  });
});
