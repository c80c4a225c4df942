import { cache } from 'react';
import { getNavigation, getSiteSettings, type NavLink, type SiteSettings } from '@/lib/content';

export interface SiteChrome {
  settings: Pick<
    SiteSettings,
    'id' | 'site_name' | 'tagline' | 'logo' | 'seo_title_template' | 'seo_description' | 'seo_image' | 'social_links'
  >;
  navigation: NavLink[];
  /** False when Directus could not be reached; the page below says so. */
  available: boolean;
}

const fallbackSettings: SiteChrome['settings'] = {
  // No item: nothing to edit while Directus cannot be reached.
  id: 0,
  site_name: 'Tessera',
  tagline: null,
  logo: null,
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
  try {
    const [settings, navigation] = await Promise.all([getSiteSettings(), getNavigation()]);
    return { settings: settings ?? fallbackSettings, navigation, available: true };
  } catch {
    return { settings: fallbackSettings, navigation: [], available: false };
  }
});
