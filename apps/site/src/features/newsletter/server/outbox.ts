import 'server-only';
import { ContentError, requestNewsletterSubscription, type NewsletterSignUp } from '@/lib/content';
import { sharedQueue, type SharedQueue } from '@/lib/shared-state';
import { processSingleton } from '@/lib/process-singleton';

/**
 * Sign-ups on their way to Directus. The route answers once a sign-up is in this outbox and hands it on right
 * after, without waiting: so the answer is the same, and as quick, for every address, whatever Directus does with it;
 * and a sign-up made while Directus is down is kept and handed on when it is back (every RETRY_MS), the visitor
 * being told, as always, that a confirmation e-mail is on its way. In Redis with REDIS_URL (every instance shares it
 * and it survives a restart of the site), else in the process's memory.
 */

export interface QueuedSignUp extends NewsletterSignUp {
  /** When the visitor signed up (ms): a sign-up Directus has not taken after MAX_AGE_MS is given up. */
  at: number;
}

/** How often the outbox is tried again while it holds sign-ups. */
export const RETRY_MS = 15_000;
/** A confirmation e-mail this late would surprise more than help. */
export const MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
const BATCH = 20;

export interface OutboxDependencies {
  queue: SharedQueue<QueuedSignUp>;
  send: (signUp: NewsletterSignUp) => Promise<void>;
  now: () => number;
  log: (message: string) => void;
}

export const siteOutbox = (): OutboxDependencies => ({
  queue: sharedQueue<QueuedSignUp>('newsletter-outbox'),
  send: requestNewsletterSubscription,
  now: Date.now,
  log: (message) => console.warn(`[newsletter] ${message}`),
});

/** Whether Directus refused the sign-up itself (trying again would not help), not merely failed to take it. */
const isRefusal = (error: unknown) => error instanceof ContentError && error.kind === 'validation';

/**
 * Hands the outbox's sign-ups to Directus, oldest first, until it is empty or Directus fails; what failed goes back
 * for the next try. Returns how many were handed on.
 */
export async function deliverOutbox(deps: OutboxDependencies = siteOutbox()): Promise<number> {
  let delivered = 0;
  for (;;) {
    const batch = await deps.queue.take(BATCH);
    if (batch.length === 0) return delivered;
    for (const [index, signUp] of batch.entries()) {
      if (deps.now() - signUp.at > MAX_AGE_MS) {
        deps.log('A sign-up Directus could not take for three days was given up.');
        continue;
      }
      try {
        await deps.send({ email: signUp.email, language: signUp.language, links: signUp.links });
        delivered++;
      } catch (error) {
        if (isRefusal(error)) {
          deps.log(`Directus refused a sign-up: ${(error as Error).message}`);
          continue;
        }
        await deps.queue.push(...batch.slice(index));
        deps.log(`Directus did not take sign-ups; ${batch.length - index} kept for later (${(error as Error).message}).`);
        return delivered;
      }
    }
  }
}

interface OutboxTimer {
  running: Promise<number> | null;
  timer: ReturnType<typeof setInterval> | null;
}
const state = processSingleton<OutboxTimer>('newsletter.outbox', () => ({ running: null, timer: null }));

/** Starts a delivery unless one is under way in this process, and the retry timer if it is not running; never throws. */
export function kickOutbox(): Promise<number> {
  startOutboxTimer();
  state.running ??= deliverOutbox()
    .catch((error: unknown) => {
      console.warn('[newsletter] The outbox could not be read:', error instanceof Error ? error.message : error);
      return 0;
    })
    .finally(() => {
      state.running = null;
    });
  return state.running;
}

/**
 * Tries the outbox every RETRY_MS, for sign-ups kept while Directus was down: started with the server
 * (instrumentation.ts: a Redis outbox may hold sign-ups from before a restart) and by the first sign-up.
 */
export function startOutboxTimer(): void {
  if (state.timer) return;
  state.timer = setInterval(() => void kickOutbox(), RETRY_MS);
  state.timer.unref?.();
}
