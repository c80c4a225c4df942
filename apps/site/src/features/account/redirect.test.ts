import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirectPath('/members')).toBe('/members');
    expect(safeRedirectPath('/posts?page=2#top')).toBe('/posts?page=2#top');
    expect(safeRedirectPath('/a/../members')).toBe('/members');
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'members',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    `/${'a'.repeat(2000)}`,
    '/account/sign-in',
  ])('falls back for %j', (value) => {
    expect(safeRedirectPath(value)).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});
