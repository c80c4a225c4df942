import { describe, expect, it } from 'vitest';
import { isPreviewSecret } from './secret';

describe('isPreviewSecret', () => {
  it('accepts the configured secret only', () => {
    expect(isPreviewSecret('s3cret-value', 's3cret-value')).toBe(true);
    expect(isPreviewSecret('s3cret-valuE', 's3cret-value')).toBe(false);
    expect(isPreviewSecret('s3cret', 's3cret-value')).toBe(false);
    expect(isPreviewSecret('', 's3cret-value')).toBe(false);
    expect(isPreviewSecret(null, 's3cret-value')).toBe(false);
  });

  it('refuses everything when no secret is configured', () => {
    expect(isPreviewSecret('', '')).toBe(false);
    expect(isPreviewSecret('anything', undefined)).toBe(false);
  });
});
