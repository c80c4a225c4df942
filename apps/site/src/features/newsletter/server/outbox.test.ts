import { describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/content/errors';
import { MemoryQueue } from '@/lib/shared-state';
import { deliverOutbox, MAX_AGE_MS, type OutboxDependencies, type QueuedSignUp } from './outbox';

const links = { confirm: 'https://s/c', unsubscribe: 'https://s/u', oneClickUnsubscribe: 'https://s/o' };
const signUp = (email: string, at = Date.now()): QueuedSignUp => ({ email, language: 'en', links, at });

function setUp(send: OutboxDependencies['send']) {
  const queue = new MemoryQueue<QueuedSignUp>();
  const logs: string[] = [];
  return { queue, logs, deps: { queue, send, now: Date.now, log: (message: string) => void logs.push(message) } };
}

describe('the newsletter outbox', () => {
  it('hands every sign-up on, oldest first', async () => {
    const sent: string[] = [];
    const { queue, deps } = setUp(async ({ email }) => void sent.push(email));
    await queue.push(signUp('a@example.com'), signUp('b@example.com'));
    expect(await deliverOutbox(deps)).toBe(2);
    expect(sent).toEqual(['a@example.com', 'b@example.com']);
    expect(await queue.size()).toBe(0);
  });

  it('keeps what Directus did not take, in order, and hands it on once Directus is back', async () => {
    let up = false;
    const sent: string[] = [];
    const { queue, deps } = setUp(async ({ email }) => {
      if (!up) throw new ContentError('fetch failed', 'unavailable');
      sent.push(email);
    });
    await queue.push(signUp('a@example.com'), signUp('b@example.com'));
    expect(await deliverOutbox(deps)).toBe(0);
    expect(await queue.size()).toBe(2);
    up = true;
    expect(await deliverOutbox(deps)).toBe(2);
    expect(sent).toEqual(['a@example.com', 'b@example.com']);
  });

  it('drops a sign-up Directus refuses, and one too old to confirm', async () => {
    const { queue, deps, logs } = setUp(async ({ email }) => {
      if (email === 'refused@example.com')
        throw new ContentError('"email" must be an e-mail address', 'validation', 400, 'INVALID_PAYLOAD');
    });
    await queue.push(signUp('refused@example.com'), signUp('old@example.com', Date.now() - MAX_AGE_MS - 1), signUp('ok@example.com'));
    expect(await deliverOutbox(deps)).toBe(1);
    expect(await queue.size()).toBe(0);
    expect(logs).toHaveLength(2);
  });
});
