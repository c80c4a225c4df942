import { describe, expect, it } from 'vitest';
import { isDecodablePath } from './url';

describe('isDecodablePath', () => {
  it.each(['/', '/posts/a-post', '/%F0%9F%92%A9', '/%00', '/a%25b'])('accepts %s', (path) => {
    expect(isDecodablePath(path)).toBe(true);
  });

  it.each(['/%ff', '/posts/%ff%fe', '/%E2%80', '/%', '/%zz'])('refuses %s', (path) => {
    expect(isDecodablePath(path)).toBe(false);
  });
});
