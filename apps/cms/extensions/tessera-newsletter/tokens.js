// The links' tokens. A confirmation token is random and stored only as its SHA-256, so a copy of the database cannot
// confirm anyone; it expires and is replaced by each new confirmation e-mail. An unsubscribe token is the subscriber's
// id signed with Directus's SECRET (HMAC-SHA256): nothing is stored, and every e-mail's link keeps working however many
// were sent (a new SECRET ends the old links, and a copy of the database alone cannot make one).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;

/** A new confirmation token: 32 random bytes, base64url (43 characters). */
export const newConfirmToken = () => randomBytes(32).toString('base64url');

/**
 * What is stored of a confirmation token.
 * @param {string} token
 */
export const hashToken = (token) => createHash('sha256').update(token).digest('hex');

/** A token as the links carry it: base64url, a dot (unsubscribe tokens), and no more than a few dozen characters. */
export const isTokenShape = (/** @type {unknown} */ token) => typeof token === 'string' && /^[A-Za-z0-9_.-]{20,120}$/.test(token);

/**
 * @param {string} secret
 * @param {string} id
 */
const signature = (secret, id) => createHmac('sha256', secret).update(`tessera-newsletter-unsubscribe:${id}`).digest('base64url');

/**
 * The unsubscribe token of subscriber `id`.
 * @param {string} secret
 * @param {string} id
 */
export const unsubscribeToken = (secret, id) => `${id}.${signature(secret, id)}`;

/**
 * The subscriber an unsubscribe token names, when its signature holds; else null.
 * @param {string} secret
 * @param {unknown} token
 * @returns {string | null}
 */
export function unsubscribeTokenId(secret, token) {
  if (!isTokenShape(token)) return null;
  const [id, given, ...rest] = /** @type {string} */ (token).split('.');
  if (!id || !given || rest.length > 0 || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = Buffer.from(signature(secret, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}
