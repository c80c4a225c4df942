import 'server-only';
import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import { FORM_RESULT_COOKIE } from './server-seam';
import { servedOverHttps } from './security/policy';
import { sharedTtlCache } from './shared-state';

/**
 * The outcome of a form's post made without JavaScript, for the page the route sends the browser back to (303): it
 * waits in the shared state (Redis across instances) for RESULT_TTL_MS under a random key, named by an HttpOnly
 * cookie (FORM_RESULT_COOKIE) limited to that page's path, which also keeps that visitor's view of the page out of the
 * page cache. The page's form reads it and shows what was typed and what went wrong; each kind of form keeps its
 * results in a shape of its own, and reads only that.
 */

/** How long an outcome waits for the page it returns to (at once, unless the visitor reloads it). */
export const RESULT_TTL_MS = 60 * 1000;

const KEY = /^[A-Za-z0-9_-]{22}$/;

const results = () => sharedTtlCache<unknown>('post-results', { maxEntries: 10_000 });

/** Keeps `result` for the page at `path`; the `Set-Cookie` value that names it. */
export async function keepPostResult(result: unknown, path: string): Promise<string> {
  const key = randomBytes(16).toString('base64url');
  await results().set(key, result, RESULT_TTL_MS);
  const secure = servedOverHttps(process.env) ? '; Secure' : '';
  return `${FORM_RESULT_COOKIE}=${key}; Path=${path}; Max-Age=${RESULT_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`;
}

/** The outcome this visitor's cookie names, if it is still kept (its shape is the caller's to check). */
export async function readPostResult(): Promise<unknown> {
  const key = (await cookies()).get(FORM_RESULT_COOKIE)?.value;
  if (!key || !KEY.test(key)) return null;
  return (await results().get(key)) ?? null;
}
