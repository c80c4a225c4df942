import 'server-only';
import { redirect } from 'next/navigation';
import { localePath } from '@/lib/i18n/languages';
import { pageLanguage } from '@/lib/i18n/page-language';
import { safeRedirect } from '@/lib/security/redirect';
import { siteUrl } from '@/lib/site-url';

/**
 * The address of an e-mailed link (password reset, invitation) in the member's language: the default-language
 * route, the one Directus's allow list names (PASSWORD_RESET_URL_ALLOW_LIST, USER_INVITE_URL_ALLOW_LIST compare
 * origin and path only), with the language as `lang`. Directus adds `token` to it.
 */
export async function linkInPageLanguage(path: string): Promise<string> {
  const { locale, defaultLocale } = await pageLanguage();
  const url = new URL(path, siteUrl());
  if (locale !== defaultLocale) url.searchParams.set('lang', locale);
  return url.toString();
}

/**
 * Opened from such a link: a page in the default language whose `lang` names another configured language sends the
 * member on to the same page in that language, token and all. An unknown `lang` is ignored.
 */
export async function followLinkLanguage(path: string, lang: unknown, token: unknown): Promise<void> {
  const { locale, defaultLocale, languages } = await pageLanguage();
  if (typeof lang !== 'string' || lang === locale || !languages.some((language) => language.code === lang)) return;
  const query = typeof token === 'string' ? `?token=${encodeURIComponent(token)}` : '';
  redirect(safeRedirect(`${localePath(path, lang, defaultLocale)}${query}`, '/'));
}
