import { hreflangAlternates } from '@/lib/i18n/alternates';
import { pageLanguage } from '@/lib/i18n/page-language';
import { getSiteChrome } from '@/lib/site';
import type { SeoDefaults } from './metadata';

/**
 * The site's SEO defaults (site_settings, in the page's language), which each page's own fields fall back to,
 * with the page's language and its versions in the other languages (hreflang, x-default).
 */
export async function getSeoDefaults(): Promise<SeoDefaults> {
  const [{ settings }, { locale }, languages] = await Promise.all([getSiteChrome(), pageLanguage(), hreflangAlternates()]);
  return {
    siteName: settings.site_name,
    titleTemplate: settings.seo_title_template,
    description: settings.seo_description,
    image: settings.seo_image,
    locale,
    languages,
  };
}
