import type { Messages } from '@/lib/i18n/messages';

/**
 * What a form says, as a key in the message catalogues with its values rather than as text: the same
 * validation runs in the browser and on the server, and the form shows each message in the page's language.
 * A form's own success message, written in Directus, is text already.
 */
export type FormMessageKey =
  | `Form.errors.${keyof Messages['Form']['errors']}`
  | `Form.submit.${keyof Messages['Form']['submit']}`
  | `Phone.errors.${keyof Messages['Phone']['errors']}`;

export type FormMessage = { key: FormMessageKey; values?: Record<string, number> } | { text: string };

export function formMessage(key: FormMessageKey, values?: Record<string, number>): FormMessage {
  return values ? { key, values } : { key };
}
