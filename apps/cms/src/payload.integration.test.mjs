import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDirectus } from './testing.mjs';

// Every value Tessera's hooks read from a payload, sent with the wrong type, against the real Directus of the test
// set-up (finding 3 of issue 37): each is refused with a 400 that names the field, never a 500, and no refusal quotes
// more than a short excerpt of a 100 kB value.
const directus = testDirectus();
const LONG = 'x'.repeat(100_000);
/** The wrong types of the issue, by name. */
const WRONG_TYPES = { 123: 123, true: true, '[]': [], '{}': {} };

/**
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<{ status: number, code?: string, message: string, id?: string | number }>}
 */
async function send(method, path, body) {
  const response = await fetch(`${directus.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${directus.adminToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = response.status === 204 ? {} : await response.json();
  const [error] = envelope.errors ?? [];
  return { status: response.status, code: error?.extensions?.code, message: error?.message ?? '', id: envelope.data?.id };
}

/**
 * Sends each wrong type as `field`; each must be refused with a 400 naming it.
 * @param {(value: unknown) => Promise<{ status: number, code?: string, message: string }>} save
 * @param {string} field
 * @param {Record<string, unknown>} [wrong]
 */
async function expectTypeRefusals(save, field, wrong = WRONG_TYPES) {
  for (const [name, value] of Object.entries(wrong)) {
    const answer = await save(value);
    expect(answer.status, `${field} = ${name}: ${answer.message}`).toBe(400);
    expect(answer.code, `${field} = ${name}`).toBe('INVALID_PAYLOAD');
    expect(answer.message).toContain(`(${field})`);
  }
}

/**
 * Sends a 100 kB text as `field`: never a 500, and a refusal quotes a short excerpt of it at most.
 * @param {(value: unknown) => Promise<{ status: number, code?: string, message: string }>} save
 * @param {string} field
 */
async function expectShortAnswerToLongText(save, field) {
  const answer = await save(LONG);
  expect(answer.status, field).toBeLessThan(500);
  expect(answer.message.length, field).toBeLessThan(400);
  expect(answer.message).not.toContain('x'.repeat(100));
  return answer;
}

describe('the theme hook', () => {
  /** @type {Record<string, unknown>} */
  let saved;
  beforeAll(async () => {
    const response = await fetch(`${directus.url}/items/site_settings?fields=brand_color,brand_color_dark,dark_background_color`, {
      headers: { authorization: `Bearer ${directus.adminToken}` },
    });
    saved = (await response.json()).data;
  });
  afterAll(() => send('PATCH', '/items/site_settings', saved));

  it.each(['brand_color', 'brand_color_dark', 'dark_background_color'])(
    'refuses a %s of the wrong type, and text that is not a colour as such',
    async (field) => {
      const save = (/** @type {unknown} */ value) => send('PATCH', '/items/site_settings', { [field]: value });
      await expectTypeRefusals(save, field);
      const long = await expectShortAnswerToLongText(save, field);
      expect(long.status).toBe(400);
      expect(long.code).toBe('INVALID_COLOUR');
      expect(long.message).toMatch(/is not a colour like #a4411f\.$/);
      // null keeps the site's default colour.
      expect((await save(null)).status).toBe(200);
    },
  );
});

describe('the forms hook', () => {
  /** @type {string | number | undefined} */
  let form;
  beforeAll(async () => {
    form = (await send('POST', '/items/forms', { title: `Type probe ${randomUUID()}`, language: 'en', fields: [] })).id;
    expect(form).toBeDefined();
  });
  afterAll(() => send('DELETE', `/items/forms/${form}`));
  const save = (/** @type {Record<string, unknown>} */ change) => send('PATCH', `/items/forms/${form}`, change);

  it('refuses a notify list or fields of the wrong type, and quotes a long entry short', async () => {
    await expectTypeRefusals((value) => save({ notify: value }), 'notify', { 123: 123, true: true, '{}': {} });
    await expectTypeRefusals((value) => save({ fields: value }), 'fields', { 123: 123, true: true, '{}': {}, text: '[]' });
    expect((await save({ notify: [123] })).message).toMatch(/^Entry 1 of “Notify” must be an e-mail address as text, not 123\.$/);
    expect((await expectShortAnswerToLongText((value) => save({ notify: value }), 'notify')).status).toBe(400);
    expect((await expectShortAnswerToLongText((value) => save({ fields: value }), 'fields')).status).toBe(400);
    for (const value of [null, []]) expect((await save({ notify: value, fields: value })).status).toBe(200);
  });

  it("refuses a field's settings of the wrong type, naming the field and the setting", async () => {
    /** @type {Record<string, unknown>} */
    const wrong = { name: 123, label: {}, type: [], options: 'a,b', show_when_field: true, file_types: {}, max_size_mb: [] };
    for (const [setting, value] of Object.entries(wrong)) {
      const answer = await save({
        fields: [
          { name: 'a', label: 'A', type: 'text' },
          { name: 'b', label: 'B', type: 'select', [setting]: value },
        ],
      });
      expect(answer.status, setting).toBe(400);
      expect(answer.message, setting).toMatch(new RegExp(`^Field 2 of “Fields”: “[^”]+” \\(${setting}\\) must be `));
    }
    expect((await save({ fields: [null] })).message).toBe('Field 1 of “Fields” must be an object of settings, not empty (null)');
    expect((await save({ fields: [[]] })).message).toBe('Field 1 of “Fields” must be an object of settings, not a list');
    const long = await save({ fields: [{ name: 'a', label: LONG, type: 'file', file_types: [] }] });
    expect(long.status).toBe(400);
    expect(long.message.length).toBeLessThan(300);
  });

  it("refuses a folder's parent of the wrong type", async () => {
    await expectTypeRefusals((value) => send('POST', '/folders', { name: `probe-${randomUUID()}`, parent: value }), 'parent');
  });
});

describe('the block validation hook', () => {
  /** @type {(string | number)[]} */
  const created = [];
  afterAll(async () => {
    for (const id of created) await send('DELETE', `/items/sections/${id}`);
  });
  /** @param {unknown} value */
  const save = async (value) => {
    const answer = await send('POST', '/items/sections', { type: 'rich_text', heading: 'Type probe', rich_text_content: value });
    if (answer.id !== undefined) created.push(answer.id);
    return answer;
  };

  it('refuses a Block Editor field that holds no document, and quotes a long block type short', async () => {
    // Named by its label for the editor, and by its column (a section's carries its type's key).
    await expectTypeRefusals(save, 'rich_text_content', { 123: 123, true: true, '[]': [], text: 'not JSON' });
    expect((await expectShortAnswerToLongText(save, 'rich_text_content')).status).toBe(400);
    const longType = await save({ time: 1, blocks: [{ id: 'a', type: LONG, data: {} }], version: '2.31.0' });
    expect(longType.status).toBe(400);
    expect(longType.message.length).toBeLessThan(400);
    for (const value of [null, {}, JSON.stringify({ blocks: [] })]) expect((await save(value)).status).toBe(200);
  });
});

describe('the redirects hook', () => {
  /** @type {(string | number)[]} */
  const created = [];
  afterAll(async () => {
    for (const id of created) await send('DELETE', `/items/redirects/${id}`);
  });
  /** @param {Record<string, unknown>} rule */
  const save = async (rule) => {
    const answer = await send('POST', '/items/redirects', { from: `/probe-${randomUUID()}`, to: '/', status: 301, ...rule });
    if (answer.id !== undefined) created.push(answer.id);
    return answer;
  };

  it.each(['from', 'to', 'status', 'active', 'note'])('refuses a rule whose %s is of the wrong type', async (field) => {
    // A status that is a number but no redirect status is the rule's own problem (INVALID_REDIRECT).
    // Active takes true or false (and 0 or 1).
    const { 123: number, true: yes, ...others } = WRONG_TYPES;
    const wrong = field === 'status' ? { true: yes, ...others } : field === 'active' ? { 123: number, yes: 'yes', ...others } : WRONG_TYPES;
    await expectTypeRefusals((value) => save({ [field]: value }), field, wrong);
    await expectShortAnswerToLongText((value) => save({ [field]: value }), field);
    expect((await save({ [field]: null })).status).toBeLessThan(500);
  });

  it('refuses a slug of the wrong type for a page or post that may move', async () => {
    const post = await send('POST', '/items/posts', {
      title: 'Type probe',
      slug: `type-probe-${randomUUID()}`,
      language: 'en',
      status: 'draft',
    });
    expect(post.id).toBeDefined();
    try {
      await expectTypeRefusals((value) => send('PATCH', `/items/posts/${post.id}`, { slug: value }), 'slug');
    } finally {
      await send('DELETE', `/items/posts/${post.id}`);
    }
  });
});

describe('the translations hook', () => {
  /** @type {unknown} */
  let saved;
  beforeAll(async () => {
    const response = await fetch(`${directus.url}/items/site_settings?fields=translations`, {
      headers: { authorization: `Bearer ${directus.adminToken}` },
    });
    saved = (await response.json()).data.translations;
  });
  afterAll(() => send('PATCH', '/items/site_settings', { translations: saved }));

  it('refuses translations of the wrong type, and text that is no JSON list', async () => {
    const save = (/** @type {unknown} */ value) => send('PATCH', '/items/site_settings', { translations: value });
    await expectTypeRefusals(save, 'translations', { 123: 123, true: true });
    for (const value of [{}, '{}', [123], [{ language: LONG }]]) {
      const answer = await save(value);
      expect(answer.status, JSON.stringify(value).slice(0, 40)).toBe(400);
      expect(answer.message.length).toBeLessThan(300);
    }
    await expectShortAnswerToLongText(save, 'translations');
  });

  it("refuses a document's language, translation key, slug or title of the wrong type", async () => {
    const create = (/** @type {Record<string, unknown>} */ change) =>
      send('POST', '/items/pages', { title: 'Type probe', slug: `type-probe-${randomUUID()}`, language: 'en', ...change });
    await expectTypeRefusals((value) => create({ language: value }), 'language', { true: true, '[]': [] });
    await expectTypeRefusals((value) => create({ translation_of: value }), 'translation_of', { true: true, '[]': [] });
    await expectTypeRefusals((value) => create({ slug: value }), 'slug');
    await expectTypeRefusals((value) => create({ title: value }), 'title');
    const long = await expectShortAnswerToLongText((value) => create({ language: value }), 'language');
    expect(long.status).toBe(400);
  });
});
