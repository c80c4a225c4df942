import 'server-only';
import { _createCache, _createIntlFormatters, createFormatter, createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import { TIME_ZONE } from './config';
import { messagesFor, type Messages } from './messages';
import { pageLanguage } from './page-language';

// The server's translators and formatters, in place of next-intl/server's. Those build their Intl formatters and
// compiled ICU messages afresh for every request (a cache for the request's lifetime), so each page constructed
// Intl.DateTimeFormat, NumberFormat and PluralRules and parsed its messages again: about 1 ms of CPU per render
// (docs/performance.md, "Miss cost"). Here one cache serves the process. Sharing it is safe: its entries are keyed
// by locale, options and message text, and the catalogues never change while the server runs.
const intlCache = _createCache();
const formatters = _createIntlFormatters(intlCache);

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

function translatorFor<N extends Namespace>(locale: string, namespace: N | undefined) {
  return createTranslator<Messages, N>({
    locale,
    messages: messagesFor(locale),
    namespace,
    timeZone: TIME_ZONE,
    _cache: intlCache,
    _formatters: formatters,
  });
}

// One translator per language and namespace for the process: they hold no per-request state.
const translators = new Map<string, unknown>();

/** The site's words from `namespace` in the page's language (keys checked against the English catalogue). */
export async function getTranslations<N extends Namespace = never>(namespace?: N): Promise<ReturnType<typeof translatorFor<N>>> {
  const { locale } = await pageLanguage();
  const key = `${locale}\0${namespace ?? ''}`;
  let translator = translators.get(key) as ReturnType<typeof translatorFor<N>> | undefined;
  if (!translator) translators.set(key, (translator = translatorFor(locale, namespace)));
  return translator;
}

/** Dates and numbers in the page's language and the site's time zone. */
export async function getFormatter() {
  const { locale } = await pageLanguage();
  return createFormatter({ locale, timeZone: TIME_ZONE, _cache: intlCache, _formatters: formatters });
}

/** The page's language code. */
export async function getLocale(): Promise<string> {
  return (await pageLanguage()).locale;
}

/** The site's words in the page's language, all of them. */
export async function getMessages(): Promise<Messages> {
  return messagesFor(await getLocale());
}
