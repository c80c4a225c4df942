import { postToEndpoint } from './client';

/**
 * The newsletter's double opt-in, which Directus runs (the `tessera-newsletter` endpoint): it stores the address,
 * sends the confirmation e-mail through its mailer, and keeps only the hash of the confirmation link's token.
 */

/** The site's pages and route that the e-mail links to; Directus adds each link's token. */
export interface NewsletterLinks {
  confirm: string;
  unsubscribe: string;
  /** RFC 8058's one-click unsubscribe (List-Unsubscribe with List-Unsubscribe-Post): a POST route, not a page. */
  oneClickUnsubscribe: string;
}

export interface NewsletterSignUp {
  /** A checked address (features/newsletter/address.ts). */
  email: string;
  /** The site language it was given in: its e-mails are written in it. */
  language: string;
  links: NewsletterLinks;
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';
export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';

/**
 * Asks Directus to store the address as pending and send it a confirmation e-mail. Directus answers alike for every
 * address; an address already confirmed is sent nothing new. Fails with a ContentError when Directus cannot be
 * reached or could not send the e-mail (the caller keeps the sign-up and tries again).
 */
export async function requestNewsletterSubscription(signUp: NewsletterSignUp): Promise<void> {
  await postToEndpoint<null>('/newsletter/subscribe', signUp);
}

/** Confirms the address whose confirmation link carries `token`. */
export async function confirmNewsletterSubscription(token: string): Promise<ConfirmOutcome> {
  return (await postToEndpoint<{ outcome: ConfirmOutcome }>('/newsletter/confirm', { token })).outcome;
}

/** Unsubscribes the address whose unsubscribe link carries `token`; again and again alike. */
export async function unsubscribeFromNewsletter(token: string): Promise<UnsubscribeOutcome> {
  return (await postToEndpoint<{ outcome: UnsubscribeOutcome }>('/newsletter/unsubscribe', { token })).outcome;
}
