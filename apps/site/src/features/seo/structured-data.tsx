import 'server-only';
import { assetUrl } from '@/lib/AssetImage';
import { pageLanguage } from '@/lib/i18n/page-language';
import { getSiteChrome } from '@/lib/site';
import type { Thing } from 'schema-dts';
import { absoluteUrl, siteUrl } from '@/lib/site-url';
import { breadcrumbTrail, type Crumb } from './breadcrumbs';
import { breadcrumbNode, type SiteIdentity } from './json-ld';
import { JsonLd } from './JsonLd';

/** The site as structured data names it, in the page's language: its name, home page, logo and profiles. */
export async function siteIdentity(): Promise<SiteIdentity> {
  const [{ settings }, { href }] = await Promise.all([getSiteChrome(), pageLanguage()]);
  return {
    name: settings.site_name,
    url: absoluteUrl(href('/')),
    logo: settings.logo ? absoluteUrl(assetUrl(settings.logo, { width: 512 })) : null,
    sameAs: (settings.social_links ?? []).map((link) => link.url).filter((url) => /^https?:\/\//.test(url)),
  };
}

/**
 * The structured data of a page below the home page: its BreadcrumbList (the trail of `below`, see
 * ./breadcrumbs.ts), before the page's own nodes.
 */
export async function PageJsonLd({ below, nodes = [] }: { below: Crumb[]; nodes?: Thing[] }) {
  const trail = await breadcrumbTrail(...below);
  return <JsonLd data={[breadcrumbNode(trail, siteUrl()), ...nodes]} />;
}
