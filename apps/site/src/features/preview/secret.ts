import { timingSafeEqual } from 'node:crypto';

/** Whether `given` is the preview secret (PREVIEW_SECRET), compared in constant time; no secret configured means no preview. */
export function isPreviewSecret(given: string | null, secret = process.env.PREVIEW_SECRET): boolean {
  if (!secret || given === null) return false;
  const expected = Buffer.from(secret);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
