import 'server-only';
import { getLocale, getMessages } from './server';
import type { Messages } from './messages';
import { pickMessages } from './messages';

/** What an island needs to speak the page's language: the locale and only the messages it uses. */
export interface IslandIntl<Namespace extends keyof Messages = keyof Messages> {
  locale: string;
  messages: Pick<Messages, Namespace>;
}

/** The island's share of the page's messages: `namespaces` only, so the page's HTML carries no other words. */
export async function islandIntl<Namespace extends keyof Messages>(...namespaces: Namespace[]): Promise<IslandIntl<Namespace>> {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return { locale, messages: pickMessages(messages as Messages, namespaces) };
}
