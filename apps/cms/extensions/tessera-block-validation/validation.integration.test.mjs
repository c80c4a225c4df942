import { fieldLabel, SECTION_TYPES } from '@tessera/sections';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../src/admin-api.mjs';
import { refusal, testDirectus } from '../../src/testing.mjs';

/** @typedef {import('@directus/types').ContentVersion} ContentVersion */

// Against the real Directus of the test set-up, which loads this extension.
const directus = testDirectus();
const api = adminApi(directus.url, directus.adminToken);

/** @type {Record<'codepen' | 'youtube' | 'vimeo', [source: string, embed: string]>} */
const sources = {
  codepen: ['https://codepen.io/x/pen/abc', 'https://codepen.io/x/embed/abc'],
  youtube: ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
  vimeo: ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
};
/** @param {keyof typeof sources} service */
const embed = (service) => ({
  blocks: [
    { id: 'a', type: 'paragraph', data: { text: 'Watch this:' } },
    { id: 'b', type: 'embed', data: { service, source: sources[service][0], embed: sources[service][1], width: 600, height: 400 } },
  ],
});

describe('block validation on save', () => {
  it('refuses an embed from an unsupported service with the specification message', async () => {
    const refused = await refusal(
      api.post('/items/sections', { type: 'rich_text', heading: 'Codepen', rich_text_content: embed('codepen') }),
    );
    expect(refused.status).toBe(400);
    expect(refused.reason).toBe('Only YouTube and Vimeo embeds are supported right now (field "content", block 2)');
  });

  it('refuses a block type without a converter', async () => {
    const refused = await refusal(
      api.post('/items/posts', {
        title: 'Raw',
        language: 'en',
        slug: `raw-${Date.now()}`,
        published_at: new Date().toISOString(),
        body: { blocks: [{ id: 'r', type: 'raw', data: { html: '<script>alert(1)</script>' } }] },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.reason).toMatch(/raw/);
  });

  it('checks updates and nested section writes too', async () => {
    /** @type {{ id: number }} */
    const created = await api.post('/items/sections', { type: 'rich_text', heading: 'Fine', rich_text_content: embed('youtube') });
    const updated = await refusal(api.patch(`/items/sections/${created.id}`, { rich_text_content: embed('codepen') }));
    expect(updated.status).toBe(400);
    const nested = await refusal(
      api.post('/items/pages', {
        title: 'Nested',
        language: 'en',
        slug: `nested-${Date.now()}`,
        sections: [{ sections_id: { type: 'rich_text', rich_text_content: embed('codepen') } }],
      }),
    );
    expect(nested.status).toBe(400);
    expect(nested.reason).toMatch(/^Only YouTube and Vimeo embeds are supported right now/);
  });

  it("checks a save into a post's content version, as the Visual Editor makes it", async () => {
    /** @type {[{ id: number }]} */
    const [post] = await api.get('/items/posts?limit=1&fields=id&sort=id');
    /** @type {ContentVersion} */
    const version = await api.post('/versions', { key: `check-${Date.now()}`, collection: 'posts', item: String(post.id) });
    try {
      const refused = await refusal(api.post(`/versions/${version.id}/save`, { body: embed('codepen') }));
      expect(refused.status).toBe(400);
      expect(refused.reason).toBe('Only YouTube and Vimeo embeds are supported right now (field "body", block 2)');
      // Accepted: the request resolves (a refusal would throw).
      await api.post(`/versions/${version.id}/save`, { body: embed('youtube') });
    } finally {
      await api.delete(`/versions/${version.id}`);
    }
  });

  it('refuses a section of each registered type without its required fields, naming the first, and takes it with them', async () => {
    for (const definition of SECTION_TYPES) {
      const required = [
        ...(definition.heading?.required ? ['Heading'] : []),
        ...definition.fields.filter((field) => field.required).map((field) => fieldLabel(field)),
      ];
      if (required.length === 0) continue;
      const refused = await refusal(api.post('/items/sections', { type: definition.key, heading: ' ' }));
      expect(refused.status, definition.key).toBe(400);
      expect(refused.reason, definition.key).toBe(`"${required[0]}" is required in a ${definition.label} section.`);
    }
    /** @type {{ id: number, name: string }} */
    const newsletter = await api.post('/items/sections', { type: 'newsletter', heading: 'News from the studio' });
    expect(newsletter.name).toBe('Newsletter sign-up: News from the studio');
    await api.delete(`/items/sections/${newsletter.id}`);
  });

  it('accepts what the Block Editor produces', async () => {
    /** @type {{ heading: string }} */
    const saved = await api.post('/items/sections', { type: 'rich_text', heading: 'Good', rich_text_content: embed('vimeo') });
    expect(saved.heading).toBe('Good');
  });
});

describe('the checks at save of the call to action, FAQ, columns and pricing sections', () => {
  /** @param {unknown} request */
  const reasonOf = async (request) => (await refusal(/** @type {Promise<unknown>} */ (request))).reason;

  it('refuses what each type needs and lacks, naming the field', async () => {
    expect(await reasonOf(api.post('/items/sections', { type: 'cta', cta_text: 'No heading' }))).toBe(
      '"Heading" is required in a Call to action section.',
    );
    expect(await reasonOf(api.post('/items/sections', { type: 'cta', heading: 'Half', cta_secondary_label: 'Studios' }))).toBe(
      '"Second button URL" is missing: a button needs its URL as well as its label.',
    );
    expect(
      await reasonOf(
        api.post('/items/sections', { type: 'cta', heading: 'Bad', cta_primary_label: 'Go', cta_primary_url: 'javascript:alert(1)' }),
      ),
    ).toMatch(/^"Button URL" in a Call to action section must be a path on this site/);
    expect(await reasonOf(api.post('/items/sections', { type: 'faq', faq_items: [{ question: 'Why?' }] }))).toBe(
      '"Answer" is required in item 1 of "Questions" in a FAQ section.',
    );
    expect(await reasonOf(api.post('/items/sections', { type: 'columns', columns_first: embed('youtube') }))).toBe(
      '"Second column" is required in a Columns section.',
    );
    /** @type {{ id: number }} */
    const three = await api.post('/items/sections', {
      type: 'columns',
      columns_count: 3,
      columns_first: embed('youtube'),
      columns_second: embed('vimeo'),
      columns_third: embed('youtube'),
    });
    // A change to the heading alone is checked merged into the stored columns.
    await api.patch(`/items/sections/${three.id}`, { heading: 'Three columns' });
    await api.delete(`/items/sections/${three.id}`);
    // A column is a Block Editor document, validated like rich text's.
    expect(
      await reasonOf(api.post('/items/sections', { type: 'columns', columns_first: embed('codepen'), columns_second: embed('vimeo') })),
    ).toBe('Only YouTube and Vimeo embeds are supported right now (field "first", block 2)');
  });

  it('refuses a pricing plan naming an unknown or inactive product, naming the plan, and accepts an active one', async () => {
    const id = Date.now();
    /** @type {{ id: number }[]} */
    const products = await Promise.all(
      [true, false].map((active) =>
        api.post('/items/products', {
          name: `Plan test ${active}`,
          slug: `plan-test-${active}-${id}`,
          price: 1000,
          currency: 'eur',
          active,
        }),
      ),
    );
    const plan = (/** @type {string} */ product) => ({ name: 'Workshop', price: '€10', product });
    try {
      expect(await reasonOf(api.post('/items/sections', { type: 'pricing', pricing_plans: [plan(`no-such-product-${id}`)] }))).toBe(
        `The plan "Workshop" names the product "no-such-product-${id}", which is not an active product: use the slug of an active product, or leave "Product" empty.`,
      );
      expect(await reasonOf(api.post('/items/sections', { type: 'pricing', pricing_plans: [plan(`plan-test-false-${id}`)] }))).toMatch(
        /^The plan "Workshop" names the product "plan-test-false-\d+", which is not an active product/,
      );
      /** @type {{ id: number }} */
      const saved = await api.post('/items/sections', { type: 'pricing', pricing_plans: [plan(`plan-test-true-${id}`)] });
      // A change is checked merged into the stored section.
      expect(await reasonOf(api.patch(`/items/sections/${saved.id}`, { pricing_plans: [plan(`plan-test-false-${id}`)] }))).toMatch(
        /^The plan "Workshop" names the product/,
      );
      // A change to another field is checked against the stored plans (which SQLite hands back as JSON text).
      await api.patch(`/items/sections/${saved.id}`, { heading: 'Plans' });
      await api.delete(`/items/sections/${saved.id}`);
    } finally {
      for (const product of products) await api.delete(`/items/products/${product.id}`);
    }
  });
});

describe('the media sections’ checks at save', () => {
  /** A small image in the file library, for the sections' image fields. */
  async function uploadImage() {
    const form = new FormData();
    form.append('title', `Media section check ${Date.now()}`);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    form.append('file', new Blob([png], { type: 'image/png' }), 'pixel.png');
    return /** @type {{ id: string }} */ (await api.post('/files', form));
  }

  it('refuses a gallery image without alt text, also when a change removes it, naming the image', async () => {
    const file = await uploadImage();
    const missingAlt = await refusal(api.post('/items/sections', { type: 'gallery', gallery_images_1_image: file.id }));
    expect(missingAlt).toMatchObject({ status: 400, reason: '"Alt text" is required in image 1 of "Images" in a Gallery section.' });
    const saved = await api.post('/items/sections', {
      type: 'gallery',
      gallery_images_1_image: file.id,
      gallery_images_1_alt: 'A single pixel',
    });
    const removed = await refusal(api.patch(`/items/sections/${saved.id}`, { gallery_images_1_alt: '' }));
    expect(removed).toMatchObject({ status: 400, reason: '"Alt text" is required in image 1 of "Images" in a Gallery section.' });
    expect(await refusal(api.post('/items/sections', { type: 'gallery' }))).toMatchObject({
      status: 400,
      reason: '"Images" is required in a Gallery section.',
    });
  });

  it('refuses a video of another host with the specification message, and a card link that is not a web address', async () => {
    expect(await refusal(api.post('/items/sections', { type: 'video', video_url: 'https://codepen.io/x/pen/abc' }))).toMatchObject({
      status: 400,
      reason: 'Only YouTube and Vimeo embeds are supported right now',
    });
    const card = await refusal(
      api.post('/items/sections', {
        type: 'feature_cards',
        feature_cards_cards_1_title: 'Bad',
        feature_cards_cards_1_url: 'javascript:alert(1)',
      }),
    );
    expect(card.status).toBe(400);
    expect(card.reason).toMatch(/^"Link URL" in card 1 of "Cards" in a Feature cards section must be a path on this site/);
    expect(await refusal(api.post('/items/sections', { type: 'testimonials', testimonials_items_1_quote: 'Lovely' }))).toMatchObject({
      status: 400,
      reason: '"Name" is required in testimonial 1 of "Testimonials" in a Testimonials section.',
    });
  });
});
