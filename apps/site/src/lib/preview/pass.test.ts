import { describe, expect, it } from 'vitest';
import { issuePreviewPass, needsRenewal, PREVIEW_PASS_SECONDS, previewCookieOptions, previewPassExpiry } from './pass';

const SECRET = 'a-preview-secret';
const NOW = Date.UTC(2026, 10, 26, 12);

describe('the preview pass', () => {
  it('is valid with the secret that signed it until it expires', () => {
    const pass = issuePreviewPass(SECRET, NOW);
    const expires = NOW / 1000 + PREVIEW_PASS_SECONDS;
    expect(previewPassExpiry(pass, SECRET, NOW)).toBe(expires);
    expect(previewPassExpiry(pass, SECRET, expires * 1000 - 1)).toBe(expires);
    expect(previewPassExpiry(pass, SECRET, expires * 1000)).toBeNull();
  });

  it('is refused when forged, altered, signed with another secret or without one', () => {
    const pass = issuePreviewPass(SECRET, NOW);
    const [expires, signature] = pass.split('.') as [string, string];
    expect(previewPassExpiry(pass, 'another-secret', NOW)).toBeNull();
    expect(previewPassExpiry(pass, undefined, NOW)).toBeNull();
    expect(previewPassExpiry(pass, '', NOW)).toBeNull();
    // A later expiry with the old signature, a signature changed by one letter, and other shapes.
    expect(previewPassExpiry(`${Number(expires) + 60}.${signature}`, SECRET, NOW)).toBeNull();
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(previewPassExpiry(`${expires}.${flipped}`, SECRET, NOW)).toBeNull();
    for (const value of [
      undefined,
      '',
      '1',
      'true',
      `${expires}`,
      `${expires}.`,
      `.${signature}`,
      `${pass}.x`,
      `-1.${signature}`,
      ` ${pass}`,
    ]) {
      expect(previewPassExpiry(value, SECRET, NOW), String(value)).toBeNull();
    }
  });

  it('is refused when it claims to last longer than a pass does', () => {
    // Signed for a time far ahead (a clock set wrong when it was issued): not a pass this site gives out now.
    const farAhead = issuePreviewPass(SECRET, NOW + 24 * 3600 * 1000);
    expect(previewPassExpiry(farAhead, SECRET, NOW)).toBeNull();
  });

  it('is renewed once more than half of its time is gone', () => {
    const expires = NOW / 1000 + PREVIEW_PASS_SECONDS;
    expect(needsRenewal(expires, NOW)).toBe(false);
    expect(needsRenewal(expires, NOW + (PREVIEW_PASS_SECONDS / 2) * 1000 + 1)).toBe(true);
  });

  it('is a partitioned, secure, script-proof cookie that the page cache knows by name', () => {
    expect(previewCookieOptions()).toEqual({
      httpOnly: true,
      secure: true,
      sameSite: 'none',
      partitioned: true,
      path: '/',
      maxAge: PREVIEW_PASS_SECONDS,
    });
    expect(previewCookieOptions(0).maxAge).toBe(0);
  });
});
