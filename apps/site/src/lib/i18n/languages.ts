import { getSingleton, listItems, type Language } from '@/lib/content';
import { processSingleton } from '@/lib/process-singleton';
import { SOURCE_LOCALE } from './config';

/** The site's languages as configured in Directus, and which of them is the default (no URL prefix). */
export interface SiteLanguages {
  languages: Language[];
  defaultLocale: string;
}

/**
 * How long the list is used before it is read again: a safety net, since a change reported by Directus clears it at
 * once on the instance told (other instances of a scaled-out site follow within this time).
 */
export const LANGUAGES_TTL_MS = 300_000;

const ONLY_DEFAULT: SiteLanguages = {
  languages: [{ code: SOURCE_LOCALE, name: 'English', direction: 'ltr', sort: 1 }],
  defaultLocale: SOURCE_LOCALE,
};

/**
 * Kept on globalThis: the proxy and the routes are bundled apart, each with its own copy of this module, and a
 * change reported to /api/revalidate must clear the proxy's list too.
 */
interface LanguagesMemory {
  known: { value: SiteLanguages; at: number } | null;
  reading: Promise<SiteLanguages> | null;
}
const memory = processSingleton<LanguagesMemory>('siteLanguages', () => ({ known: null, reading: null }));

async function read(): Promise<SiteLanguages> {
  const [languages, settings] = await Promise.all([
    listItems<'languages', Language>('languages', { fields: ['code', 'name', 'direction', 'sort'], sort: ['sort', 'code'], limit: -1 }),
    getSingleton<{ default_language: string | null }>('site_settings', { fields: ['default_language'] }),
  ]);
  const defaultLocale = settings?.default_language ?? languages[0]?.code ?? SOURCE_LOCALE;
  return languages.some((language) => language.code === defaultLocale) ? { languages, defaultLocale } : ONLY_DEFAULT;
}

/**
 * The configured languages, kept in memory: the proxy asks on every request to tell a language prefix
 * (/de/…) from a page path. Read again after LANGUAGES_TTL_MS or a reported change, one read at a time; while Directus cannot be
 * reached the last list stays in use, and before any list was read only the default language is served.
 */
export async function siteLanguages(): Promise<SiteLanguages> {
  const { known } = memory;
  if (known && Date.now() - known.at < LANGUAGES_TTL_MS) return known.value;
  memory.reading ??= read()
    .then((value) => {
      memory.known = { value, at: Date.now() };
      return value;
    })
    .catch((error: unknown) => {
      console.warn('Languages could not be read from Directus:', error instanceof Error ? error.message : error);
      return memory.known?.value ?? ONLY_DEFAULT;
    })
    .finally(() => {
      memory.reading = null;
    });
  return memory.reading;
}

/** Called when Directus reports a change to the languages or the site settings. */
export function forgetSiteLanguages(): void {
  memory.known = null;
}

/** The path of `path` (a default-language path such as /posts or /about) in `locale`: /de/posts. */
export function localePath(path: string, locale: string, defaultLocale: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Reads a request path: a configured language's prefix (never the default's) is taken off, so `/de/kontakt`
 * is the German page `kontakt`. Anything else is a default-language path, and a prefix that is not a
 * configured language stays part of it (and finds nothing: 404).
 */
export function splitLocale(pathname: string, { languages, defaultLocale }: SiteLanguages): { locale: string; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const language = languages.find((candidate) => candidate.code.toLowerCase() === first && candidate.code !== defaultLocale);
  if (!language) return { locale: defaultLocale, path: pathname };
  return { locale: language.code, path: `/${rest.join('/')}` };
}
