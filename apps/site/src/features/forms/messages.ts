import type { PhoneMessageKey } from '@/features/phone/constants';
import { message, type Message } from '@/lib/i18n/message';
import type { Messages } from '@/lib/i18n/messages';

/** What a form says: keys of the catalogues' `Form.errors`, `Form.submit` and (for phone fields) `Phone.errors`. */
export type FormMessageKey =
  `Form.errors.${keyof Messages['Form']['errors']}` | `Form.submit.${keyof Messages['Form']['submit']}` | PhoneMessageKey;

export type FormMessage = Message<FormMessageKey>;

export const formMessage = (key: FormMessageKey, values?: Record<string, number | string>): FormMessage => message(key, values);
