import { createTranslator } from 'next-intl';
import en from './messages/en.json';

/** For tests: a message descriptor ({ key, values } or { text }) as the English page shows it. */
export function inEnglish(
  message: { key: string; values?: Record<string, number | string> } | { text: string } | null | undefined,
  namespace?: 'Account.messages',
): string | null {
  if (!message) return null;
  if ('text' in message) return message.text;
  const t = createTranslator({ locale: 'en', messages: en });
  const key = namespace ? `${namespace}.${message.key}` : message.key;
  return (t as unknown as (key: string, values?: Record<string, number | string>) => string)(key, message.values);
}
