import { describe, expect, it } from 'vitest';

// Against the real Directus of the test set-up, which loads this extension.
const url = process.env.TESSERA_TEST_DIRECTUS_URL;
const token = process.env.TESSERA_TEST_ADMIN_TOKEN;

async function save(method, path, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const sources = {
  codepen: ['https://codepen.io/x/pen/abc', 'https://codepen.io/x/embed/abc'],
  youtube: ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
  vimeo: ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
};
const embed = (service) => ({
  blocks: [
    { id: 'a', type: 'paragraph', data: { text: 'Watch this:' } },
    { id: 'b', type: 'embed', data: { service, source: sources[service][0], embed: sources[service][1], width: 600, height: 400 } },
  ],
});

describe('block validation on save', () => {
  it('refuses an embed from an unsupported service with the specification message', async () => {
    const { status, body } = await save('POST', '/items/section_rich_text', { heading: 'Codepen', content: embed('codepen') });
    expect(status).toBe(400);
    expect(body.errors[0].message).toBe('Only YouTube and Vimeo embeds are supported right now (field "content", block 2)');
  });

  it('refuses a block type without a converter', async () => {
    const { status, body } = await save('POST', '/items/posts', {
      title: 'Raw',
      language: 'en',
      slug: `raw-${Date.now()}`,
      published_at: new Date().toISOString(),
      body: { blocks: [{ id: 'r', type: 'raw', data: { html: '<script>alert(1)</script>' } }] },
    });
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/raw/);
  });

  it('checks updates and nested section writes too', async () => {
    const created = await save('POST', '/items/section_rich_text', { heading: 'Fine', content: embed('youtube') });
    expect(created.status).toBe(200);
    const updated = await save('PATCH', `/items/section_rich_text/${created.body.data.id}`, { content: embed('codepen') });
    expect(updated.status).toBe(400);
    const nested = await save('POST', '/items/pages', {
      title: 'Nested',
      language: 'en',
      slug: `nested-${Date.now()}`,
      sections: [{ collection: 'section_rich_text', item: { content: embed('codepen') } }],
    });
    expect(nested.status).toBe(400);
    expect(nested.body.errors[0].message).toMatch(/^Only YouTube and Vimeo embeds are supported right now/);
  });

  it("checks a save into a post's content version, as the Visual Editor makes it", async () => {
    const [post] = (await save('GET', '/items/posts?limit=1&fields=id&sort=id')).body.data;
    const version = await save('POST', '/versions', { key: `check-${Date.now()}`, collection: 'posts', item: String(post.id) });
    try {
      const refused = await save('POST', `/versions/${version.body.data.id}/save`, { body: embed('codepen') });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].message).toBe('Only YouTube and Vimeo embeds are supported right now (field "body", block 2)');
      expect((await save('POST', `/versions/${version.body.data.id}/save`, { body: embed('youtube') })).status).toBe(200);
    } finally {
      await fetch(`${url}/versions/${version.body.data.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    }
  });

  it('accepts what the Block Editor produces', async () => {
    const { status } = await save('POST', '/items/section_rich_text', { heading: 'Good', content: embed('vimeo') });
    expect(status).toBe(200);
  });
});
