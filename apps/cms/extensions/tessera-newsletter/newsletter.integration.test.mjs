import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONFIRM_TTL_MS, hashToken } from './tokens.js';

// Against the real Directus of the test set-up, which loads this extension and sends its e-mails to the test stack's
// mail catcher. The site's server calls these endpoints with its token, as here.
const url = process.env.TESSERA_TEST_DIRECTUS_URL;
const mailUrl = process.env.TESSERA_TEST_MAIL_URL;
const SITE = 'http://localhost:3999';

/** @typedef {{ to: string[], subject: string, text: string, html: string, headers: string[] }} CaughtMail */

/**
 * @param {string} path
 * @param {unknown} body
 * @param {string | null} [token]
 */
async function post(path, body, token = process.env.TESSERA_TEST_SITE_TOKEN ?? null) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** @param {string} language */
const links = (language) => {
  const prefix = language === 'en' ? '' : `/${language}`;
  return {
    confirm: `${SITE}${prefix}/newsletter/confirm`,
    unsubscribe: `${SITE}${prefix}/newsletter/unsubscribe`,
    oneClickUnsubscribe: `${SITE}/api/newsletter/unsubscribe`,
  };
};

/**
 * @param {string} email
 * @param {string} [language]
 */
const subscribe = (email, language = 'en') => post('/newsletter/subscribe', { email, language, links: links(language) });

/** @param {string} to @returns {Promise<CaughtMail[]>} */
async function mailsTo(to) {
  /** @type {CaughtMail[]} */
  const all = await (await fetch(`${mailUrl}/api/messages`)).json();
  return all.filter((mail) => mail.to.includes(to));
}

/** @param {string} to @param {number} count */
async function waitForMails(to, count) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = await mailsTo(to);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${count} e-mail(s) to ${to} did not arrive`);
}

/** The token of the e-mail's link `kind` (its plain text, where each link is written out). */
function linkToken(/** @type {CaughtMail} */ mail, /** @type {string} */ path) {
  const match = new RegExp(`${path.replace(/[/.]/g, '\\$&')}\\?token=([A-Za-z0-9_.-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${path} link in: ${mail.text}`);
  return match[1];
}

/**
 * A header's value as sent, unfolded (RFC 5322: a long header line continues on lines that begin with a space).
 * @param {CaughtMail} mail
 * @param {string} name
 */
function header(mail, name) {
  const line = mail.headers.find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line
    ?.slice(name.length + 1)
    .replace(/\r?\n[ \t]+/g, '')
    .trim();
}

/** @param {string} email */
async function stored(email) {
  const response = await fetch(`${url}/items/newsletter_subscribers?filter[email][_eq]=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${process.env.TESSERA_TEST_ADMIN_TOKEN}` },
  });
  return (await response.json()).data[0];
}

/** @param {string} id @param {Record<string, unknown>} change */
async function change(id, change) {
  const response = await fetch(`${url}/items/newsletter_subscribers/${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${process.env.TESSERA_TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  expect(response.status).toBe(200);
}

const address = () => `reader-${randomUUID().slice(0, 8)}@example.com`;

describe('newsletter double opt-in (tessera-newsletter)', () => {
  it('stores a pending address, e-mails its confirmation link, and confirms it once', async () => {
    const email = address();
    expect((await subscribe(email)).status).toBe(202);
    const [mail] = await waitForMails(email, 1);
    expect(mail?.subject).toBe('Please confirm your newsletter subscription');
    const token = linkToken(/** @type {CaughtMail} */ (mail), `${SITE}/newsletter/confirm`);
    const unsubscribe = linkToken(/** @type {CaughtMail} */ (mail), `${SITE}/newsletter/unsubscribe`);
    expect(header(/** @type {CaughtMail} */ (mail), 'List-Unsubscribe')).toBe(`<${SITE}/api/newsletter/unsubscribe?token=${unsubscribe}>`);
    expect(header(/** @type {CaughtMail} */ (mail), 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const pending = await stored(email);
    expect(pending).toMatchObject({ status: 'pending', language: 'en', confirmed_at: null, confirm_token_hash: hashToken(token) });
    // No plain token in the database.
    expect(JSON.stringify(pending)).not.toContain(token);
    const expiresIn = Date.parse(pending.confirm_expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(CONFIRM_TTL_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(CONFIRM_TTL_MS);

    expect((await post('/newsletter/confirm', { token })).body.data.outcome).toBe('confirmed');
    expect(await stored(email)).toMatchObject({ status: 'confirmed' });
    expect((await stored(email)).confirmed_at).not.toBeNull();
    // The link used again changes nothing.
    expect((await post('/newsletter/confirm', { token })).body.data.outcome).toBe('already-confirmed');
    // A token one character off, or of another shape, confirms nothing.
    const other = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await post('/newsletter/confirm', { token: other })).body.data.outcome).toBe('invalid');
    for (const hostile of ['', null, 42, { _eq: token }, `${token}\r\nBcc: x@example.com`, "' OR 1=1 --", 'a'.repeat(5000)]) {
      expect((await post('/newsletter/confirm', { token: hostile })).body.data.outcome).toBe('invalid');
    }
  });

  it('answers a known address as it answers a new one, and sends a confirmed address nothing new', async () => {
    const email = address();
    const first = await subscribe(email);
    const [mail] = await waitForMails(email, 1);
    await post('/newsletter/confirm', { token: linkToken(/** @type {CaughtMail} */ (mail), `${SITE}/newsletter/confirm`) });
    const again = await subscribe(email);
    expect(again).toEqual(first);
    expect(again).toEqual(await subscribe(address()));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await stored(email)).toMatchObject({ status: 'confirmed' });
  });

  it('sends a pending address one confirmation e-mail in ten minutes, however often it is signed up', async () => {
    const email = address();
    for (let i = 0; i < 4; i++) expect((await subscribe(email)).status).toBe(202);
    await waitForMails(email, 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses an expired link, and a new sign-up sends a new one that works', async () => {
    const email = address();
    await subscribe(email);
    const [mail] = await waitForMails(email, 1);
    const token = linkToken(/** @type {CaughtMail} */ (mail), `${SITE}/newsletter/confirm`);
    const { id } = await stored(email);
    const past = new Date(Date.now() - 1000).toISOString();
    await change(id, { confirm_expires_at: past, confirmation_sent_at: new Date(Date.now() - CONFIRM_TTL_MS).toISOString() });
    expect((await post('/newsletter/confirm', { token })).body.data.outcome).toBe('expired');
    expect(await stored(email)).toMatchObject({ status: 'pending' });

    await subscribe(email);
    const [second] = await waitForMails(email, 2);
    const fresh = linkToken(/** @type {CaughtMail} */ (second), `${SITE}/newsletter/confirm`);
    expect(fresh).not.toBe(token);
    expect((await post('/newsletter/confirm', { token })).body.data.outcome).toBe('invalid');
    expect((await post('/newsletter/confirm', { token: fresh })).body.data.outcome).toBe('confirmed');
  });

  it('unsubscribes by the e-mail’s link, idempotently, and the confirmation link then does nothing', async () => {
    const email = address();
    await subscribe(email);
    const [mail] = await waitForMails(email, 1);
    const confirm = linkToken(/** @type {CaughtMail} */ (mail), `${SITE}/newsletter/confirm`);
    const token = linkToken(/** @type {CaughtMail} */ (mail), `${SITE}/newsletter/unsubscribe`);
    await post('/newsletter/confirm', { token: confirm });
    for (let i = 0; i < 2; i++) {
      expect((await post('/newsletter/unsubscribe', { token })).body.data.outcome).toBe('unsubscribed');
      expect(await stored(email)).toMatchObject({ status: 'unsubscribed', confirm_token_hash: null });
    }
    expect((await post('/newsletter/confirm', { token: confirm })).body.data.outcome).toBe('invalid');
    const [id, signature] = token.split('.');
    const forged = `${id}.${signature?.slice(0, -2)}AA`;
    expect((await post('/newsletter/unsubscribe', { token: forged })).body.data.outcome).toBe('invalid');
    expect((await post('/newsletter/unsubscribe', { token: `${randomUUID()}.${signature}` })).body.data.outcome).toBe('invalid');

    // Signing up again asks for a new confirmation.
    await subscribe(email);
    await waitForMails(email, 2);
    expect(await stored(email)).toMatchObject({ status: 'pending' });
  });

  it('writes the e-mail in the visitor’s language: German, and Arabic right to left', async () => {
    const german = address();
    await subscribe(german, 'de');
    const [de] = await waitForMails(german, 1);
    expect(de?.subject).toBe('Bitte bestätigen Sie Ihr Newsletter-Abonnement');
    expect(de?.html).toContain('lang="de"');
    expect(de?.text).toContain(`${SITE}/de/newsletter/confirm?token=`);
    const arabic = address();
    await subscribe(arabic, 'ar');
    const [ar] = await waitForMails(arabic, 1);
    expect(ar?.subject).toBe('يرجى تأكيد اشتراكك في النشرة الإخبارية');
    expect(ar?.html).toContain('dir="rtl"');
    expect((await stored(arabic)).language).toBe('ar');
  });

  it('refuses the public, and payloads that are not a sign-up', async () => {
    expect((await post('/newsletter/subscribe', { email: address(), language: 'en', links: links('en') }, null)).status).toBe(403);
    expect((await post('/newsletter/confirm', { token: 'x'.repeat(43) }, null)).status).toBe(403);
    expect((await post('/newsletter/unsubscribe', { token: 'x'.repeat(43) }, null)).status).toBe(403);
    const hostile = [
      'reader@example.com\r\nBcc: victim@example.com',
      'reader@example.com\nSubject: hi',
      `${'a'.repeat(65)}@example.com`,
      `reader@${'a'.repeat(250)}.com`,
      'reader@bücher.example',
      'not an address',
      ['reader@example.com'],
    ];
    for (const email of hostile) {
      const response = await post('/newsletter/subscribe', { email, language: 'en', links: links('en') });
      expect(response.status, String(email)).toBe(400);
    }
    expect((await post('/newsletter/subscribe', { email: address(), language: 'en\r\nX: y', links: links('en') })).status).toBe(400);
    const javascript = { ...links('en'), confirm: 'javascript:alert(1)' };
    expect((await post('/newsletter/subscribe', { email: address(), language: 'en', links: javascript })).status).toBe(400);
  });

  it('lets the Studio export the subscribers as CSV', async () => {
    const email = address();
    await subscribe(email);
    await waitForMails(email, 1);
    const response = await fetch(`${url}/items/newsletter_subscribers?export=csv&fields=email,status,language,date_created&limit=-1`, {
      headers: { authorization: `Bearer ${process.env.TESSERA_TEST_ADMIN_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment/);
    const csv = await response.text();
    expect(csv.split('\n')[0]).toBe('"email","status","language","date_created"');
    expect(csv).toContain(`"${email}","pending","en"`);
  });
});
