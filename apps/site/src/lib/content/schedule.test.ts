import { describe, expect, it } from 'vitest';
import { isLive, liveFilter } from './schedule';

const now = Date.parse('2026-11-26T12:00:00.000Z');
const item = (published_at: string | null, expires_at: string | null = null, status: 'draft' | 'published' = 'published') => ({
  status,
  published_at,
  expires_at,
});

describe('the publication window', () => {
  it('is live from its publication time (none: at once) until its expiry (none: for good)', () => {
    expect(isLive(item(null), now)).toBe(true);
    expect(isLive(item('2026-11-26T12:00:00.000Z'), now)).toBe(true);
    expect(isLive(item('2026-11-26T12:00:00.001Z'), now)).toBe(false);
    expect(isLive(item('2026-11-01T00:00:00Z', '2026-11-26T12:00:00.001Z'), now)).toBe(true);
    expect(isLive(item('2026-11-01T00:00:00Z', '2026-11-26T12:00:00.000Z'), now)).toBe(false);
    expect(isLive(item(null, null, 'draft'), now)).toBe(false);
  });

  it("asks Directus for the same window, at this server's clock, and for a translation its original's too", () => {
    const window = [
      { _or: [{ published_at: { _null: true } }, { published_at: { _lte: '2026-11-26T12:00:00.000Z' } }] },
      { _or: [{ expires_at: { _null: true } }, { expires_at: { _gt: '2026-11-26T12:00:00.000Z' } }] },
    ];
    expect(liveFilter(now)).toEqual({
      status: { _eq: 'published' },
      _and: [...window, { _or: [{ translation_of: { _null: true } }, { translation_of: { _and: window } }] }],
    });
  });
});
