import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('remembered', () => {
  it('works a text out once, null and undefined answers included', () => {
    const calls: string[] = [];
    const lookup = remembered((text: string) => {
      calls.push(text);
      return text === 'none' ? null : text === 'unset' ? undefined : text.length;
    });
    for (let round = 0; round < 3; round++) {
      expect(lookup('/posts/two')).toBe(10);
      expect(lookup('none')).toBeNull();
      expect(lookup('unset')).toBeUndefined();
    }
    expect(calls).toEqual(['/posts/two', 'none', 'unset']);
  });

  it('stays bounded under a flood of new texts, and keeps no long one', () => {
    let calls = 0;
    const lookup = remembered(() => ++calls, { limit: 100, maxLength: 20 });
    for (let index = 0; index < 10_000; index++) lookup(`/junk-${index}`);
    expect(calls).toBe(10_000);
    lookup('/junk-9999');
    expect(calls).toBe(10_000); // among the last ones, still known
    lookup('/junk-0');
    expect(calls).toBe(10_001); // forgotten long ago
    const long = `/${'a'.repeat(20)}`;
    lookup(long);
    lookup(long);
    expect(calls).toBe(10_003);
  });
});
