import { getRequestConfig } from 'next-intl/server';
import { SOURCE_LOCALE, TIME_ZONE } from './config';
import { messagesFor } from './messages';

// next-intl's per-request configuration (wired in next.config.ts): the site's own words and formats in the
// page's language. The site serves its default language; its words are English.
export default getRequestConfig(async () => {
  const locale = SOURCE_LOCALE;
  return { locale, messages: messagesFor(locale), timeZone: TIME_ZONE };
});
