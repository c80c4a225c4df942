// The newsletter's double opt-in, inside Directus: the site's server (with its token; nothing here is public) hands
// over a sign-up, and this endpoint stores the address as pending and sends the confirmation e-mail through Directus's
// own mailer and EMAIL_* settings; the e-mail's links come back through the site to confirm or unsubscribe.
// An endpoint, not a flow: a flow counts against the Core plan's five, cannot hash a token or sign a link, and this
// code is tested and versioned with the rest. It acts with the caller's permissions (ItemsService with the request's
// accountability): the site's policy reads, creates and updates `newsletter_subscribers`, the Public policy nothing.
//
//   POST /newsletter/subscribe    { email, language, links: { confirm, unsubscribe, oneClickUnsubscribe } } → 202
//   POST /newsletter/confirm      { token } → { data: { outcome: confirmed | already-confirmed | expired | invalid } }
//   POST /newsletter/unsubscribe  { token } → { data: { outcome: unsubscribed | invalid } }
//
// `subscribe` answers alike whatever the address's state, and sends a confirmation e-mail only to an address that is
// not confirmed yet, at most one each RESEND_AFTER_MS: the answer tells nobody whether an address is subscribed, and
// nobody can make it a way to flood someone's inbox. A confirmed address is sent nothing new: its owner already
// receives the newsletter, with an unsubscribe link in each.
import { ForbiddenError, InvalidPayloadError } from '@directus/errors';
import { isAddress } from '../tessera-forms/mail.js';
import { confirmationMail } from './mail.js';
import { CONFIRM_TTL_MS, hashToken, isTokenShape, newConfirmToken, unsubscribeToken, unsubscribeTokenId } from './tokens.js';

/** @typedef {import('@directus/types').EndpointConfig} EndpointConfig */
/** @typedef {import('@directus/types').Accountability} Accountability */
/** @typedef {{ id: string, status: string, confirmation_sent_at?: string | null, confirm_expires_at?: string | null }} Subscriber */
/** @typedef {import('./mail.js').Links} Links */

export const COLLECTION = 'newsletter_subscribers';
/** A pending address is sent at most one confirmation e-mail in this time, however often it is signed up. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

/** A language tag as the site's languages are written (`en`, `de`, `pt-br`). */
const LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8}){0,2}$/i;

/**
 * An address as the site sends it: an e-mail address of at most 254 characters whose local part has at most 64
 * (RFC 5321), in ASCII (the site writes an internationalised domain as its xn-- form).
 * @param {unknown} email
 * @returns {email is string}
 */
export const isSubscriberAddress = (email) => isAddress(email) && /^[\x21-\x7e]+$/.test(email) && email.lastIndexOf('@') <= 64;

/**
 * A link of the site, as http(s) and of reasonable length.
 * @param {unknown} link
 * @returns {link is string}
 */
function isLink(link) {
  if (typeof link !== 'string' || link.length > 2000) return false;
  const url = URL.parse(link);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
}

/**
 * The links with a token: `token` set as the query's `token`.
 * @param {string} link
 * @param {string} token
 */
function withToken(link, token) {
  const url = new URL(link);
  url.searchParams.set('token', token);
  return url.href;
}

/** @type {EndpointConfig} */
const newsletterEndpoint = {
  id: 'newsletter',
  handler: (router, { services, getSchema, env, logger }) => {
    const { ItemsService, MailService } = services;
    const secret = String(env['SECRET']);

    /**
     * The subscribers as the caller may see them; a request without a user (the public) is refused.
     * @param {{ accountability?: Accountability | null }} req
     */
    async function subscribers(req) {
      if (!req.accountability?.user && !req.accountability?.admin) throw new ForbiddenError();
      return new ItemsService(COLLECTION, { schema: await getSchema(), accountability: req.accountability });
    }

    /**
     * An Express handler whose failures reach Directus's error handler.
     * @param {(req: any, res: any) => Promise<void>} handle
     */
    const route = (handle) => (/** @type {any} */ req, /** @type {any} */ res, /** @type {(error: unknown) => void} */ next) => {
      handle(req, res).catch(next);
    };

    router.post(
      '/subscribe',
      route(async (req, res) => {
        const { email, language, links } = req.body ?? {};
        if (!isSubscriberAddress(email)) throw new InvalidPayloadError({ reason: '"email" must be an e-mail address' });
        if (typeof language !== 'string' || !LANGUAGE.test(language)) {
          throw new InvalidPayloadError({ reason: '"language" must be a language tag' });
        }
        if (!links || !isLink(links.confirm) || !isLink(links.unsubscribe) || !isLink(links.oneClickUnsubscribe)) {
          throw new InvalidPayloadError({ reason: '"links" must hold the confirm, unsubscribe and oneClickUnsubscribe links' });
        }
        const service = await subscribers(req);
        const address = email.toLowerCase();
        const [existing] = /** @type {Subscriber[]} */ (
          await service.readByQuery({
            filter: { email: { _eq: address } },
            fields: ['id', 'status', 'confirmation_sent_at'],
            limit: 1,
          })
        );
        const now = Date.now();
        const recentlySent = existing?.confirmation_sent_at && Date.parse(existing.confirmation_sent_at) > now - RESEND_AFTER_MS;
        if (existing?.status === 'confirmed' || (existing?.status === 'pending' && recentlySent)) {
          res.status(202).json({ data: null });
          return;
        }
        const token = newConfirmToken();
        const confirmation = {
          status: 'pending',
          language: language.toLowerCase(),
          confirm_token_hash: hashToken(token),
          confirm_expires_at: new Date(now + CONFIRM_TTL_MS).toISOString(),
          confirmation_sent_at: new Date(now).toISOString(),
        };
        /** @type {string} */
        let id;
        if (existing) {
          await service.updateOne(existing.id, confirmation);
          id = existing.id;
        } else {
          try {
            id = String(await service.createOne({ email: address, ...confirmation }));
          } catch (error) {
            // The same address signed up at the same moment: the other request sends its e-mail.
            if (/** @type {{ code?: string }} */ (error).code === 'RECORD_NOT_UNIQUE') {
              res.status(202).json({ data: null });
              return;
            }
            throw error;
          }
        }
        /** @type {Links} */
        const tokened = {
          confirm: withToken(links.confirm, token),
          unsubscribe: withToken(links.unsubscribe, unsubscribeToken(secret, id)),
          oneClickUnsubscribe: withToken(links.oneClickUnsubscribe, unsubscribeToken(secret, id)),
        };
        try {
          await new MailService({ schema: await getSchema() }).send(confirmationMail({ to: address, language, links: tokened }));
        } catch (error) {
          // Not sent: the next sign-up may send it at once, and the site's outbox tries again on this 503.
          logger.error(error, `[tessera-newsletter] The confirmation e-mail could not be sent`);
          await service.updateOne(id, { confirmation_sent_at: null });
          res
            .status(503)
            .json({ errors: [{ message: 'The confirmation e-mail could not be sent', extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
          return;
        }
        res.status(202).json({ data: null });
      }),
    );

    router.post(
      '/confirm',
      route(async (req, res) => {
        const token = req.body?.token;
        const service = await subscribers(req);
        if (!isTokenShape(token)) {
          res.json({ data: { outcome: 'invalid' } });
          return;
        }
        const [subscriber] = /** @type {Subscriber[]} */ (
          await service.readByQuery({
            filter: { confirm_token_hash: { _eq: hashToken(token) } },
            fields: ['id', 'status', 'confirm_expires_at'],
            limit: 1,
          })
        );
        /** @type {string} */
        let outcome;
        if (!subscriber || (subscriber.status !== 'pending' && subscriber.status !== 'confirmed')) outcome = 'invalid';
        else if (subscriber.status === 'confirmed') outcome = 'already-confirmed';
        else if (!subscriber.confirm_expires_at || Date.parse(subscriber.confirm_expires_at) <= Date.now()) outcome = 'expired';
        else {
          await service.updateOne(subscriber.id, { status: 'confirmed', confirmed_at: new Date().toISOString() });
          outcome = 'confirmed';
        }
        res.json({ data: { outcome } });
      }),
    );

    router.post(
      '/unsubscribe',
      route(async (req, res) => {
        const service = await subscribers(req);
        const id = unsubscribeTokenId(secret, req.body?.token);
        if (!id) {
          res.json({ data: { outcome: 'invalid' } });
          return;
        }
        const [subscriber] = /** @type {Subscriber[]} */ (
          await service.readByQuery({ filter: { id: { _eq: id } }, fields: ['id', 'status'], limit: 1 })
        );
        // Once or many times, and also when an editor has deleted the address: it is sent nothing.
        if (subscriber && subscriber.status !== 'unsubscribed') {
          await service.updateOne(id, {
            status: 'unsubscribed',
            unsubscribed_at: new Date().toISOString(),
            confirm_token_hash: null,
            confirm_expires_at: null,
          });
        }
        res.json({ data: { outcome: 'unsubscribed' } });
      }),
    );
  },
};

export default newsletterEndpoint;
