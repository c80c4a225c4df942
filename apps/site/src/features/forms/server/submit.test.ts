import maxMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it, vi } from 'vitest';
import { checkPhone } from '@/features/phone/core';
import { ContentError, type Form, type NewFormSubmission } from '@/lib/content';
import { HONEYPOT_NAME, SUBMISSION_ID_NAME } from '../definition';
import { inEnglish } from '@/lib/i18n/testing';
import { SUBMIT_MESSAGES } from '../state';
import { MemoryRateLimiter } from '@/lib/rate-limit';
import { FORM_RATE_LIMIT, handleSubmission, type SubmitDependencies } from './submit';

const form: Form = {
  id: 7,
  title: 'Contact us',
  submit_label: 'Send message',
  success_message: 'Thank you — a studio manager will reply within two working days.',
  default_phone_country: null,
  fields: [
    { name: 'name', label: 'Your name', type: 'text', required: true },
    { name: 'email', label: 'E-mail', type: 'email', required: true },
    { name: 'phone', label: 'Phone', type: 'phone', required: false },
  ],
};

function setup(overrides: Partial<SubmitDependencies> = {}) {
  const stored: NewFormSubmission[] = [];
  const deps: SubmitDependencies = {
    loadForm: vi.fn(async (id: number) => (id === form.id ? form : null)),
    store: vi.fn(async (submission: NewFormSubmission) => {
      stored.push(submission);
    }),
    limiter: new MemoryRateLimiter(FORM_RATE_LIMIT),
    checkPhone: (number, country) => checkPhone(maxMetadata, number, country),
    ...overrides,
  };
  return { deps, stored };
}

function post(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries({
    name: 'Ada',
    email: 'ada@example.com',
    phone: '07400 123456',
    phone__country: 'GB',
    ...entries,
  })) {
    data.append(name, value);
  }
  return data;
}

const submit = (deps: SubmitDependencies, entries: Record<string, string> = {}, clientKey = '203.0.113.9') =>
  handleSubmission({ formId: form.id, read: async () => ({ data: post(entries) }), clientKey }, deps);

describe('handleSubmission', () => {
  it('stores a valid submission once, with the phone number in E.164, and answers with the form’s success message', async () => {
    const { deps, stored } = setup();
    const state = await submit(deps);
    expect(state).toMatchObject({ status: 'success', message: { text: form.success_message }, errors: {} });
    expect(stored).toEqual([
      { id: state.submissionId, form: 7, data: { name: 'Ada', email: 'ada@example.com', phone: '+447400123456' }, member: null },
    ]);
    expect(state.submissionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('records the signed-in member who submitted', async () => {
    const { deps, stored } = setup();
    await handleSubmission(
      { formId: form.id, read: async () => ({ data: post({}) }), clientKey: '203.0.113.9', memberId: 'member-1' },
      deps,
    );
    expect(stored[0]!.member).toBe('member-1');
  });

  it('keeps the submission id the browser sends, so a retry is the same submission', async () => {
    const { deps, stored } = setup();
    const id = '0b7a4c1e-5d2f-4a8b-9c3d-1e2f3a4b5c6d';
    await submit(deps, { [SUBMISSION_ID_NAME]: id });
    expect(stored[0]!.id).toBe(id);
    // Anything else is replaced by a fresh UUID.
    await submit(deps, { [SUBMISSION_ID_NAME]: 'not-a-uuid' });
    expect(stored[1]!.id).not.toBe('not-a-uuid');
  });

  it('returns field errors and the input, and stores nothing, when the server’s check fails', async () => {
    const { deps, stored } = setup();
    // Valid length for the browser's small metadata; the server's full metadata knows no such number.
    const state = await submit(deps, { email: 'ada@', phone: '0100 000000', phone__country: 'DE' });
    expect(state.status).toBe('invalid');
    expect(Object.fromEntries(Object.entries(state.errors).map(([name, error]) => [name, inEnglish(error)]))).toEqual({
      email: 'Enter an e-mail address like name@example.com.',
      phone: 'Enter a valid phone number.',
    });
    expect(state.values).toMatchObject({ name: 'Ada', email: 'ada@', phone: '0100 000000', phone__country: 'DE' });
    expect(stored).toEqual([]);
  });

  it('honeypot: a filled-in trap gets a “thank you” and nothing is stored (the form is read first: it says which parts are files)', async () => {
    const { deps, stored } = setup();
    const state = await submit(deps, { [HONEYPOT_NAME]: 'https://spam.example' });
    expect(state.status).toBe('success');
    expect(stored).toEqual([]);
    // An empty trap is what people send.
    expect((await submit(deps, { [HONEYPOT_NAME]: '' })).status).toBe('success');
    expect(stored).toHaveLength(1);
  });

  it('blocks the sixth attempt within 10 minutes with a clear message, keeping the input, without asking Directus', async () => {
    expect(FORM_RATE_LIMIT).toEqual({ limit: 5, windowMs: 600_000 });
    const { deps, stored } = setup();
    for (let attempt = 0; attempt < 5; attempt++) expect((await submit(deps, { name: `Ada ${attempt}` })).status).toBe('success');
    vi.mocked(deps.loadForm).mockClear();
    const blocked = await submit(deps, { name: 'Ada 6' });
    expect(blocked.status).toBe('blocked');
    expect(blocked.message).toEqual(SUBMIT_MESSAGES.blocked(600_000));
    expect(inEnglish(blocked.message)).toMatch(
      /^Too many messages have been sent from your network in a short time\. Please wait 10 minutes/,
    );
    expect(blocked.values).toMatchObject({ name: 'Ada 6', email: 'ada@example.com' });
    expect(deps.loadForm).not.toHaveBeenCalled();
    expect(stored).toHaveLength(5);
    // Other clients are not affected.
    expect((await submit(deps, {}, '198.51.100.20')).status).toBe('success');
  });

  it('when Directus is unreachable: a clear message, the input kept, nothing stored, and the attempt not counted', async () => {
    const down = new ContentError('fetch failed', 'unavailable');
    const { deps } = setup({
      loadForm: vi.fn().mockRejectedValue(down),
      limiter: new MemoryRateLimiter({ ...FORM_RATE_LIMIT, limit: 1 }),
    });
    const state = await submit(deps);
    expect(state).toMatchObject({ status: 'failed', message: SUBMIT_MESSAGES.failed });
    expect(state.values).toMatchObject({ name: 'Ada', email: 'ada@example.com', phone: '07400 123456', phone__country: 'GB' });
    expect(state.values).not.toHaveProperty(SUBMISSION_ID_NAME);
    // The retry is allowed (limit 1: the failed attempt was refunded) and keeps the same submission id.
    vi.mocked(deps.loadForm).mockResolvedValue(form);
    const retry = await handleSubmission(
      { formId: form.id, read: async () => ({ data: post({ [SUBMISSION_ID_NAME]: state.submissionId }) }), clientKey: '203.0.113.9' },
      deps,
    );
    expect(retry).toMatchObject({ status: 'success', submissionId: state.submissionId });
  });

  it('when Directus refuses to store: a clear message and the input kept', async () => {
    const { deps } = setup({ store: vi.fn().mockRejectedValue(new ContentError('Service unavailable', 'unavailable', 503)) });
    const state = await submit(deps);
    expect(state).toMatchObject({ status: 'failed', message: SUBMIT_MESSAGES.failed, values: { name: 'Ada', phone: '07400 123456' } });
    expect(deps.store).toHaveBeenCalledTimes(1);
  });

  it('a form that does not exist (any more) says so', async () => {
    const { deps, stored } = setup();
    const state = await handleSubmission({ formId: 999, read: async () => ({ data: post({}) }), clientKey: 'x' }, deps);
    expect(state).toMatchObject({ status: 'failed', message: SUBMIT_MESSAGES.unavailable });
    expect(stored).toEqual([]);
  });
});
