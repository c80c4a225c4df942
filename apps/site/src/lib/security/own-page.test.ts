import { describe, expect, it } from 'vitest';
import { fromOwnPage } from './own-page';

const post = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/x', { method: 'POST', headers: { host: 'localhost:3000', ...headers } });

describe('fromOwnPage', () => {
  it('takes the site’s own pages, also one that sends Origin: null (Referrer-Policy: no-referrer)', () => {
    expect(fromOwnPage(post({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' }))).toBe(true);
    expect(fromOwnPage(post({ 'sec-fetch-site': 'same-origin', origin: 'null' }))).toBe(true);
    expect(fromOwnPage(post({ origin: 'http://localhost:3000' }))).toBe(true);
    expect(fromOwnPage(post({ origin: 'https://www.example.com' }), 'https://www.example.com')).toBe(true);
    expect(fromOwnPage(post({}))).toBe(true);
  });

  it('refuses other sites’ pages, and an Origin it cannot read when the browser sends no Fetch Metadata', () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect(fromOwnPage(post({ 'sec-fetch-site': site, origin: 'http://localhost:3000' })), site).toBe(false);
    }
    expect(fromOwnPage(post({ origin: 'https://evil.example' }))).toBe(false);
    expect(fromOwnPage(post({ origin: 'http://localhost:3000.evil.example' }))).toBe(false);
    expect(fromOwnPage(post({ origin: 'null' }))).toBe(false);
  });
});
