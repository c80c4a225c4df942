import { describe, expect, it } from 'vitest';
import { sectionColumns, sectionType } from './index.js';

describe('a demo section’s columns', () => {
  const hero = sectionType('hero')!;
  const images: Record<string, string> = { hero: 'file-hero' };
  const relatedId = (collection: string, value: unknown) => (collection === 'directus_files' ? images[String(value)] : undefined);

  it('names a file by the demo image’s key', () => {
    expect(sectionColumns(hero, { image: 'hero', cta_url: '/locations' }, relatedId)).toMatchObject({
      hero_image: 'file-hero',
      hero_cta_url: '/locations',
    });
  });

  it('refuses a key that names no demo image, rather than leaving the field empty', () => {
    expect(() => sectionColumns(hero, { image: 'no-such-image' }, relatedId)).toThrow(/"no-such-image" in directus_files/);
    expect(sectionColumns(hero, { image: null }, relatedId)).toMatchObject({ hero_image: null });
  });
});
