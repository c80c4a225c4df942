import { linkedSection } from '@tessera/sections';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as content from './index';
import { directusAsAdmin as admin } from './testing';

// Content versions against the real Directus of the test set-up, through the site's least-privilege token.
const directusUrl = process.env.TESSERA_TEST_DIRECTUS_URL!;
beforeAll(() => {
  vi.stubEnv('DIRECTUS_URL', directusUrl);
  vi.stubEnv('DIRECTUS_TOKEN', process.env.TESSERA_TEST_SITE_TOKEN!);
});

describe('content versions in preview', () => {
  it("reads a page's version with its sections' changes, and the published page elsewhere", async () => {
    const page = (await content.getPagePreview(''))!;
    const hero = page.sections[0]!;
    const heroSection = linkedSection(hero)!;
    const key = `test-${Date.now()}`;
    const version = await admin<{ id: string }>('POST', '/versions', { key, collection: 'pages', item: String(page.id) });
    try {
      // As the Studio saves a page edited in a version: the page's fields and its nested sections in one delta.
      await admin('POST', `/versions/${version.id}/save`, {
        title: 'Home, in a version',
        sections: {
          create: [],
          delete: [],
          update: [{ id: hero.id, sections_id: { id: heroSection.id, heading: 'A versioned heading' } }],
        },
      });
      const inVersion = (await content.getPagePreview('', key))!;
      expect(inVersion.title).toBe('Home, in a version');
      const versionedHero = inVersion.sections.find((section) => section.id === hero.id);
      expect(linkedSection(versionedHero!)?.heading).toBe('A versioned heading');

      expect((await content.getPagePreview(''))!.title).toBe(page.title);
      expect((await content.getPage(''))!.title).toBe(page.title);
      // A version the page does not have: the page as it is.
      expect((await content.getPagePreview('', 'no-such-version'))!.title).toBe(page.title);
    } finally {
      await admin('DELETE', `/versions/${version.id}`);
    }
  });
});
