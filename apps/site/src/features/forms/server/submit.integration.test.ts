import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkPhoneOnServer } from '@/features/phone/server/phone-max';
import * as content from '@/lib/content';
import { PRIVATE_FOLDER } from '@tessera/blocks';
import { SUBMISSION_ID_NAME } from '../definition';
import { MemoryRateLimiter } from '@/lib/rate-limit';
import { FORM_RATE_LIMIT, handleSubmission } from './submit';

// Against the real Directus of the test set-up, with the site's least-privilege token.
const directusUrl = process.env.TESSERA_TEST_DIRECTUS_URL!;

async function admin<T>(path: string): Promise<T> {
  const response = await fetch(`${directusUrl}${path}`, { headers: { authorization: `Bearer ${process.env.TESSERA_TEST_ADMIN_TOKEN}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

beforeAll(() => {
  vi.stubEnv('DIRECTUS_URL', directusUrl);
  vi.stubEnv('DIRECTUS_TOKEN', process.env.TESSERA_TEST_SITE_TOKEN!);
});
afterEach(() => {
  vi.stubEnv('DIRECTUS_URL', directusUrl);
});

describe('form submissions in Directus', () => {
  let formId = 0;
  beforeAll(async () => {
    const [form] = await admin<{ id: number }[]>('/items/forms?filter[title][_eq]=Contact us&fields=id');
    formId = form!.id;
  });

  it('reads the demo form', async () => {
    const form = await content.getForm(formId);
    expect(form?.fields?.map((field) => field.type)).toEqual([
      'text',
      'email',
      'select',
      'text',
      'phone',
      'select',
      'textarea',
      'file',
      'checkbox',
    ]);
    expect(await content.getForm(999_999)).toBeNull();
    expect(await content.getForm(0)).toBeNull();
  });

  it('stores a submission under the id the site chose, and a repeat of it only once', async () => {
    const id = randomUUID();
    const data = { name: 'Integration', message: id };
    expect(await content.createFormSubmission({ id, form: formId, data })).toEqual({ id, duplicate: false });
    expect(await content.createFormSubmission({ id, form: formId, data })).toEqual({ id, duplicate: true });
    const stored = await admin<{ id: string; form: number; data: unknown }[]>(`/items/form_submissions?filter[id][_eq]=${id}`);
    expect(stored).toEqual([expect.objectContaining({ id, form: formId, data })]);
  });

  it('handles a whole submission: validated with the full metadata and stored in E.164', async () => {
    const marker = `integration ${randomUUID()}`;
    const data = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '06 12 34 56 78',
      phone__country: 'FR',
      topic: 'Orders',
      message: marker,
      [SUBMISSION_ID_NAME]: randomUUID(),
    })) {
      data.append(name, value);
    }
    const deps = {
      loadForm: content.getForm,
      store: content.createFormSubmission,
      limiter: new MemoryRateLimiter(FORM_RATE_LIMIT),
      checkPhone: checkPhoneOnServer,
    };
    const state = await handleSubmission({ formId, read: async () => ({ data }), clientKey: 'integration' }, deps);
    expect(state).toMatchObject({
      status: 'success',
      message: { text: 'Thank you — a studio manager will reply within two working days.' },
    });
    const [stored] = await admin<{ id: string; data: Record<string, unknown> }[]>(
      `/items/form_submissions?filter[id][_eq]=${state.submissionId}`,
    );
    expect(stored!.data).toEqual({
      attachment: null,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      writing_as: null,
      company: null,
      phone: '+33612345678',
      topic: 'Orders',
      message: marker,
      newsletter: false,
    });
    // The same post again (a retry whose first answer was lost) stores nothing more.
    expect((await handleSubmission({ formId, read: async () => ({ data }), clientKey: 'integration' }, deps)).status).toBe('success');
    expect(await admin<unknown[]>(`/items/form_submissions?filter[id][_eq]=${state.submissionId}`)).toHaveLength(1);
  });

  it('stores a visitor’s file privately with the site’s token and links it from the submission', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
    const fileId = await content.storeSubmissionFile({ name: 'plan.pdf', type: 'application/pdf', bytes });
    const id = randomUUID();
    await content.createFormSubmission({ id, form: formId, data: { attachment: fileId, message: id }, files: [fileId] });
    const [file] = await admin<{ folder: string; title: string; type: string }[]>(
      `/files?filter[id][_eq]=${fileId}&fields=folder,title,type`,
    );
    expect(file).toEqual({ folder: PRIVATE_FOLDER.id, title: 'plan.pdf', type: 'application/pdf' });
    const [stored] = await admin<{ files: { directus_files_id: string }[] }[]>(
      `/items/form_submissions?filter[id][_eq]=${id}&fields=files.directus_files_id`,
    );
    expect(stored!.files).toEqual([{ directus_files_id: fileId }]);
  });

  it('with Directus unreachable, nothing is stored and the visitor is told', async () => {
    vi.stubEnv('DIRECTUS_URL', 'http://127.0.0.1:9');
    const data = new FormData();
    data.append('name', 'Nobody');
    const deps = {
      loadForm: content.getForm,
      store: content.createFormSubmission,
      limiter: new MemoryRateLimiter(FORM_RATE_LIMIT),
      checkPhone: checkPhoneOnServer,
    };
    const state = await handleSubmission({ formId, read: async () => ({ data }), clientKey: 'integration' }, deps);
    expect(state).toMatchObject({ status: 'failed', values: { name: 'Nobody' } });
  });
});
