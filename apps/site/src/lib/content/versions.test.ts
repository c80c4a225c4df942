import { describe, expect, it } from 'vitest';
import { contentVersion } from './queries';

describe('contentVersion', () => {
  it("reads a version's key from a preview address", () => {
    expect(contentVersion('draft')).toBe('draft');
    expect(contentVersion('spring-campaign_2')).toBe('spring-campaign_2');
  });

  it('is null for the published item and for anything that is no version key', () => {
    for (const raw of [null, undefined, '', 'published', 'main', '{{$version}}', 'a b', '../x', 'x'.repeat(65)]) {
      expect(contentVersion(raw), String(raw)).toBeNull();
    }
  });
});
