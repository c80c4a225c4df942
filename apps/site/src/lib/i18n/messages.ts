import ar from './messages/ar.json';
import de from './messages/de.json';
import en from './messages/en.json';
import { hasCatalogue, type CatalogueLocale } from './config';

export type Messages = typeof en;

const catalogues: Record<CatalogueLocale, unknown> = { en, de, ar };

/**
 * The site's own words in a language: its catalogue, or English for a language without one.
 * Every catalogue has every English key (messages.test.ts), so nothing is mixed within one.
 */
export function messagesFor(locale: string): Messages {
  return (hasCatalogue(locale) ? catalogues[locale] : en) as Messages;
}

/** The messages of some namespaces only: what an island is given (it receives nothing else). */
export function pickMessages<Namespace extends keyof Messages>(
  messages: Messages,
  namespaces: readonly Namespace[],
): Pick<Messages, Namespace> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<Messages, Namespace>;
}
