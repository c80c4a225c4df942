import type { PublicationSchedule } from '@/lib/content';

/**
 * The publication timer of one server process: armed for the next time a page or post goes live or expires, it
 * then announces the change (as Directus announces an edit), reads the schedule again and arms itself for the
 * following one. Pure logic over injected effects, so it is tested without a server (timer.test.ts);
 * ./server.ts wires it to Directus, the revalidation route and Redis.
 */

/** Node's timers take at most 2^31-1 ms (24.8 days); a later time is armed for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** Waits before a failed read of the schedule or a failed announcement is tried again (then the last one, repeatedly). */
export const RETRY_DELAYS_MS = [1000, 5000, 15000, 60000] as const;

export interface TimerEffects {
  /** Reads the schedule from Directus at the current time. */
  readSchedule(): Promise<PublicationSchedule>;
  /** Tells the site (all of its caches and the CDN) that what visitors see of pages and posts changed. */
  announce(): Promise<void>;
  now(): number;
  setTimeout(callback: () => void, ms: number): { unref?(): unknown };
  clearTimeout(handle: unknown): void;
  log(message: string): void;
}

export interface PublicationTimer {
  /**
   * Reads the schedule and arms the timer. At start-up (`catchUp`), a time that passed less than `catchUpMs` ago is
   * announced at once: caches filled before it (a data cache on disk, pages in Redis) may still hold the old content.
   */
  reload(options?: { catchUp?: boolean }): Promise<void>;
  /** When the timer is armed for (ms since the epoch), or null. */
  armedFor(): number | null;
  stop(): void;
}

export function createPublicationTimer(effects: TimerEffects, { catchUpMs }: { catchUpMs: number }): PublicationTimer {
  let handle: unknown;
  let target: number | null = null;
  let loading: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = effects.setTimeout(resolve, ms);
      timer.unref?.();
    });

  /** Runs `attempt` until it succeeds, waiting RETRY_DELAYS_MS between tries; false once stopped. */
  async function persist(what: string, attempt: () => Promise<void>): Promise<boolean> {
    for (let tries = 0; !stopped; tries++) {
      try {
        await attempt();
        return true;
      } catch (error) {
        const delay = RETRY_DELAYS_MS[Math.min(tries, RETRY_DELAYS_MS.length - 1)] ?? 60_000;
        effects.log(`${what} failed (${(error as Error).message}); trying again in ${delay / 1000} s`);
        await wait(delay);
      }
    }
    return false;
  }

  function arm(at: number | null) {
    effects.clearTimeout(handle);
    handle = undefined;
    target = at;
    if (at === null || stopped) return;
    const timer = effects.setTimeout(fire, Math.min(Math.max(0, at - effects.now()), MAX_DELAY_MS));
    timer.unref?.();
    handle = timer;
  }

  function fire() {
    handle = undefined;
    if (target !== null && effects.now() < target) return arm(target);
    // The announcement reaches the revalidation route, which reloads this timer (./server.ts); reloading here as
    // well keeps the timer going if it never arrives.
    void persist('announcing a scheduled change', effects.announce).then(() => timer.reload());
  }

  async function load(catchUp: boolean) {
    let schedule: PublicationSchedule | undefined;
    const read = await persist('reading the publication schedule', async () => {
      schedule = await effects.readSchedule();
    });
    if (!read || !schedule) return;
    arm(schedule.next);
    if (catchUp && schedule.last !== null && effects.now() - schedule.last < catchUpMs) {
      await persist('announcing a change that came while the server was down', effects.announce);
    }
  }

  const timer: PublicationTimer = {
    async reload({ catchUp = false } = {}) {
      if (loading) {
        // A change came in while the schedule was being read: read it once more afterwards.
        again = true;
        return loading;
      }
      loading = (async () => {
        try {
          await load(catchUp);
          while (again && !stopped) {
            again = false;
            await load(false);
          }
        } finally {
          loading = null;
        }
      })();
      return loading;
    },
    armedFor: () => target,
    stop() {
      stopped = true;
      arm(null);
    },
  };
  return timer;
}
