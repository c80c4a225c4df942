import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './origin';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('isSameOrigin', () => {
  it('accepts a post from the site itself', () => {
    expect(isSameOrigin(headers({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }))).toBe(true);
    expect(isSameOrigin(headers({ origin: 'https://site.example', host: 'internal:3000', 'x-forwarded-host': 'site.example' }))).toBe(true);
  });

  it('refuses other sites, opaque origins and requests without an Origin', () => {
    expect(isSameOrigin(headers({ origin: 'https://evil.example', host: 'site.example' }))).toBe(false);
    expect(isSameOrigin(headers({ origin: 'null', host: 'site.example' }))).toBe(false);
    expect(isSameOrigin(headers({ host: 'site.example' }))).toBe(false);
    expect(isSameOrigin(headers({ origin: 'not a url', host: 'site.example' }))).toBe(false);
  });
});
