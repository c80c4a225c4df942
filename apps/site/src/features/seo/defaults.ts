import { getSiteChrome } from '@/lib/site';
import type { SeoDefaults } from './metadata';

/** The site's SEO defaults (site_settings), which each page's own fields fall back to. */
export async function getSeoDefaults(): Promise<SeoDefaults> {
  const { settings } = await getSiteChrome();
  return {
    siteName: settings.site_name,
    titleTemplate: settings.seo_title_template,
    description: settings.seo_description,
    image: settings.seo_image,
  };
}
