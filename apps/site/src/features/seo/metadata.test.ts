import { describe, expect, it } from 'vitest';
import { seoMetadata, type SeoDefaults } from './metadata';

const defaults: SeoDefaults = {
  siteName: 'Tessera Studios',
  titleTemplate: '%s · Tessera Studios',
  description: 'Open mosaic studios.',
  image: '11111111-1111-4111-8111-111111111111',
};
const base = 'https://tessera.example.com';

describe('seoMetadata', () => {
  it('links a Markdown version and says "no index" when asked to', () => {
    const metadata = seoMetadata(
      { title: 'Grout', path: '/de/posts/grout', noIndex: true, markdownPath: '/de/posts/grout.md' },
      defaults,
      base,
    );
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates).toEqual({
      canonical: 'https://tessera.example.com/de/posts/grout',
      types: { 'text/markdown': 'https://tessera.example.com/de/posts/grout.md' },
    });
    const plain = seoMetadata({ title: 'Grout', path: '/posts/grout', noIndex: false, markdownPath: null }, defaults, base);
    expect(plain.robots).toBeUndefined();
    expect(plain.alternates).toEqual({ canonical: 'https://tessera.example.com/posts/grout' });
  });

  it('uses the page’s own fields, with an absolute canonical URL and share image', () => {
    const metadata = seoMetadata(
      {
        title: 'Grout',
        description: 'All about grout.',
        path: '/posts/grout',
        image: '22222222-2222-4222-8222-222222222222',
        type: 'article',
        publishedTime: '2026-10-21T09:00:00.000Z',
        author: 'Ana Sousa',
      },
      defaults,
      base,
    );
    const image = 'https://tessera.example.com/assets/22222222-2222-4222-8222-222222222222?format=jpg&width=1200&height=630&fit=cover';
    expect(metadata).toEqual({
      title: 'Grout',
      description: 'All about grout.',
      alternates: { canonical: 'https://tessera.example.com/posts/grout' },
      openGraph: {
        type: 'article',
        url: 'https://tessera.example.com/posts/grout',
        title: 'Grout · Tessera Studios',
        description: 'All about grout.',
        siteName: 'Tessera Studios',
        images: [{ url: image, width: 1200, height: 630 }],
        publishedTime: '2026-10-21T09:00:00.000Z',
        authors: ['Ana Sousa'],
      },
      twitter: { card: 'summary_large_image', title: 'Grout · Tessera Studios', description: 'All about grout.', images: [image] },
    });
  });

  it('falls back to the site’s description and image', () => {
    const metadata = seoMetadata({ title: 'About', path: '/about', description: null, image: null }, defaults, base);
    expect(metadata.description).toBe('Open mosaic studios.');
    expect(metadata.openGraph?.images).toEqual([
      { url: `${base}/assets/11111111-1111-4111-8111-111111111111?format=jpg&width=1200&height=630&fit=cover`, width: 1200, height: 630 },
    ]);
  });

  it('shares a generated image, with its alt text, when the page has none of its own', () => {
    const generated = {
      url: `${base}/api/share-image/pages/en/about?v=abc`,
      width: 1200,
      height: 630,
      alt: 'About · Tessera',
      type: 'image/png' as const,
    };
    const metadata = seoMetadata({ title: 'About', path: '/about', image: null, generatedImage: generated }, defaults, base);
    expect(metadata.openGraph?.images).toEqual([generated]);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: generated.url, alt: 'About · Tessera' }] });
    // The page's own image comes first.
    const own = seoMetadata(
      { title: 'About', path: '/about', image: '22222222-2222-4222-8222-222222222222', generatedImage: generated },
      defaults,
      base,
    );
    expect(own.openGraph?.images).toEqual([expect.objectContaining({ url: expect.stringContaining('/assets/22222222-') })]);
  });

  it('gives the home page its title alone, and a small card when there is no image at all', () => {
    const metadata = seoMetadata({ title: 'Home', absoluteTitle: true, path: '/' }, { ...defaults, image: null }, base);
    expect(metadata.title).toEqual({ absolute: 'Home' });
    expect(metadata.openGraph?.title).toBe('Home');
    expect(metadata.alternates?.canonical).toBe('https://tessera.example.com/');
    expect(metadata.twitter).toMatchObject({ card: 'summary', images: undefined });
  });
});
