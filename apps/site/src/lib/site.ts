import { cache } from 'react';
import { getNavigation, getSiteSettings, type NavLink, type SiteSettings } from '@/lib/content';
import { pageLanguage } from '@/lib/i18n/page-language';
import { textIn } from '@/lib/i18n/text';

export interface SiteChrome {
  settings: Pick<
    SiteSettings,
    | 'id'
    | 'site_name'
    | 'tagline'
    | 'logo'
    | 'logo_dark'
    | 'brand_color'
    | 'brand_color_dark'
    | 'dark_background_color'
    | 'seo_title_template'
    | 'seo_description'
    | 'seo_image'
    | 'social_links'
  >;
  navigation: NavLink[];
  /** The language of the site's name and tagline where they have no translation into the page's language. */
  fallbackLang: { site_name?: string; tagline?: string };
  /** False when Directus could not be reached; the page below says so. */
  available: boolean;
}

const fallbackSettings: SiteChrome['settings'] = {
  // No item: nothing to edit while Directus cannot be reached.
  id: 0,
  site_name: 'Tessera',
  tagline: null,
  logo: null,
  logo_dark: null,
  brand_color: null,
  brand_color_dark: null,
  dark_background_color: null,
  seo_title_template: '%s',
  seo_description: null,
  seo_image: null,
  social_links: [],
};

/**
 * Settings and navigation for the header and footer, read once per request. When Directus is
 * unreachable the chrome still renders (with the site's name only), so the page's own error
 * message is shown inside a working layout.
 */
export const getSiteChrome = cache(async (): Promise<SiteChrome> => {
  const { locale, defaultLocale } = await pageLanguage();
  try {
    const [settings, navigation] = await Promise.all([getSiteSettings(), getNavigation(locale, defaultLocale)]);
    if (!settings) return { settings: fallbackSettings, navigation, fallbackLang: {}, available: true };
    return { ...localizedSettings(settings, locale, defaultLocale), navigation, available: true };
  } catch {
    return { settings: fallbackSettings, navigation: [], fallbackLang: {}, available: false };
  }
});

/** The settings' texts in the page's language, each falling back to the default language's. */
function localizedSettings(settings: SiteSettings, locale: string, defaultLocale: string): Pick<SiteChrome, 'settings' | 'fallbackLang'> {
  const text = (field: 'site_name' | 'tagline' | 'seo_title_template' | 'seo_description') =>
    textIn(settings, field, locale, defaultLocale);
  const [siteName, tagline, titleTemplate, description] = [
    text('site_name'),
    text('tagline'),
    text('seo_title_template'),
    text('seo_description'),
  ];
  return {
    settings: {
      ...settings,
      site_name: siteName?.text ?? settings.site_name,
      tagline: tagline?.text ?? null,
      seo_title_template: titleTemplate?.text ?? null,
      seo_description: description?.text ?? null,
    },
    fallbackLang: { site_name: siteName?.lang, tagline: tagline?.lang },
  };
}
