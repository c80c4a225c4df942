import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmNewsletterSubscription, requestNewsletterSubscription, unsubscribeFromNewsletter } from '@/lib/content';
import { MemoryQueue } from '@/lib/shared-state';
import { deliverOutbox, type QueuedSignUp } from './outbox';

// The outbox and the content module against the real Directus of the test set-up, with the site's token, and the
// e-mails in its mail catcher.
const directusUrl = process.env.TESSERA_TEST_DIRECTUS_URL!;
const SITE = 'http://localhost:3999';
const links = {
  confirm: `${SITE}/newsletter/confirm`,
  unsubscribe: `${SITE}/newsletter/unsubscribe`,
  oneClickUnsubscribe: `${SITE}/api/newsletter/unsubscribe`,
};

beforeAll(() => {
  vi.stubEnv('DIRECTUS_URL', directusUrl);
  vi.stubEnv('DIRECTUS_TOKEN', process.env.TESSERA_TEST_SITE_TOKEN!);
});
afterEach(() => {
  vi.stubEnv('DIRECTUS_URL', directusUrl);
});

async function mailTo(email: string): Promise<{ text: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const all = (await (await fetch(`${process.env.TESSERA_TEST_MAIL_URL}/api/messages`)).json()) as { to: string[]; text: string }[];
    const found = all.find((mail) => mail.to.includes(email));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${email}`);
}

const token = (mail: { text: string }, page: string) => new RegExp(`${page}\\?token=([A-Za-z0-9_.-]+)`).exec(mail.text)![1]!;

function outbox() {
  const queue = new MemoryQueue<QueuedSignUp>();
  return { queue, deps: { queue, send: requestNewsletterSubscription, now: Date.now, log: () => {} } };
}

describe('newsletter sign-ups through the outbox', () => {
  it('hands a sign-up to Directus, whose links confirm once and unsubscribe', async () => {
    const email = `outbox-${randomUUID().slice(0, 8)}@example.com`;
    const { queue, deps } = outbox();
    await queue.push({ email, language: 'en', links, at: Date.now() });
    expect(await deliverOutbox(deps)).toBe(1);
    const mail = await mailTo(email);
    const confirm = token(mail, `${SITE}/newsletter/confirm`);
    expect(await confirmNewsletterSubscription(confirm)).toBe('confirmed');
    expect(await confirmNewsletterSubscription(confirm)).toBe('already-confirmed');
    expect(await confirmNewsletterSubscription('x'.repeat(43))).toBe('invalid');
    const unsubscribe = token(mail, `${SITE}/newsletter/unsubscribe`);
    expect(await unsubscribeFromNewsletter(unsubscribe)).toBe('unsubscribed');
    expect(await unsubscribeFromNewsletter(unsubscribe)).toBe('unsubscribed');
    expect(await unsubscribeFromNewsletter(`${randomUUID()}.${'A'.repeat(43)}`)).toBe('invalid');
  });

  it('keeps a sign-up while Directus cannot be reached, and hands it on once it can', async () => {
    const email = `outage-${randomUUID().slice(0, 8)}@example.com`;
    const { queue, deps } = outbox();
    await queue.push({ email, language: 'de', links, at: Date.now() });
    // A port nothing listens on: Directus is down.
    vi.stubEnv('DIRECTUS_URL', 'http://127.0.0.1:9');
    expect(await deliverOutbox(deps)).toBe(0);
    expect(await queue.size()).toBe(1);
    vi.stubEnv('DIRECTUS_URL', directusUrl);
    expect(await deliverOutbox(deps)).toBe(1);
    expect((await mailTo(email)).text).toContain(`${SITE}/newsletter/confirm?token=`);
  });
});
