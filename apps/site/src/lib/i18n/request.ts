import { getRequestConfig } from 'next-intl/server';
import { TIME_ZONE } from './config';
import { messagesFor } from './messages';
import { pageLanguage } from './page-language';

// next-intl's per-request configuration (wired in next.config.ts): the site's own words and formats in the
// language of the path asked for (the proxy tells it; a language without a catalogue gets English words). The
// site's server components translate through ./server instead, which keeps its Intl cache for the process;
// next-intl's server entry (loaded with 'next-intl') still needs this file, and its functions stay correct.
export default getRequestConfig(async () => {
  const { locale } = await pageLanguage();
  return { locale, messages: messagesFor(locale), timeZone: TIME_ZONE };
});
