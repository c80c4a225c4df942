import { describe, expect, it } from 'vitest';
import { featureSources } from './feature-csp';
import { cspDirective } from './lib/security/testing';
import { responsePolicy } from './lib/security/policy';

describe('featureSources', () => {
  const env = { MAPS_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' };
  const hosts = (kind: Parameters<typeof featureSources>[0]) =>
    featureSources(kind, env).flatMap((sources) => Object.values(sources).flat());

  it('lets a CMS page show videos, a map and checkouts', () => {
    expect(hosts('cms-page')).toEqual(
      expect.arrayContaining([
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
        'https://tiles.example.com',
        'https://js.stripe.com',
      ]),
    );
  });

  it('lets posts show videos only, products Stripe only, and account pages nothing', () => {
    expect(hosts('post')).toContain('https://player.vimeo.com');
    expect(hosts('post')).not.toContain('https://js.stripe.com');
    expect(hosts('product')).toContain('https://js.stripe.com');
    expect(hosts('product')).not.toContain('https://player.vimeo.com');
    expect(hosts('site-page')).toEqual([]);
  });

  it('frames the two video players on a post, in the policy the proxy sends', () => {
    const policy = responsePolicy('/posts/a-post', {}, { featureSources });
    expect(cspDirective(policy.contentSecurityPolicy, 'frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
  });

  it("lets the map's worker fetch tiles from the configured hosts", () => {
    const policy = responsePolicy(
      '/api/maps/maplibre-worker',
      { MAPS_STYLE_URL: 'https://maps.example.com/style.json', MAPS_CSP_HOSTS: 'fonts.example.org' },
      { featureSources },
    );
    expect(cspDirective(policy.contentSecurityPolicy, 'connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://maps.example.com', 'https://fonts.example.org']),
    );
  });
});
