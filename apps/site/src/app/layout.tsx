import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/SiteFooter';
import { SiteHeader } from '@/components/SiteHeader';
import { SmoothScroll } from '@/features/motion/SmoothScroll';
import { ErrorTexts } from '@/components/ErrorTexts';
import { FEED_PATH } from '@/features/seo/feed';
import { editingMode } from '@/lib/visual-editing/mode';
import { ogLocale, pageTitle, shareImageUrl, SHARE_IMAGE } from '@/features/seo/metadata';
import { pageLanguage } from '@/lib/i18n/page-language';
import { getSiteChrome } from '@/lib/site';
import { absoluteUrl, siteUrl } from '@/lib/site-url';
import './globals.css';

// Next.js renders every page per request, with a fresh CSP nonce, from the data cache (lib/content/data-cache.ts).
// Anonymous visitors' public pages are then kept as HTML, hashed and re-served, by the site's page cache
// (lib/page-cache, run by server.ts): see docs/architecture.md for why not Next.js's full route cache.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const [{ settings }, { locale }] = await Promise.all([getSiteChrome(), pageLanguage()]);
  const images = settings.seo_image ? [{ url: shareImageUrl(settings.seo_image), ...SHARE_IMAGE }] : undefined;
  // Pages with SEO fields of their own replace these (features/seo/metadata.ts); the others share them.
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.site_name, template: pageTitle(settings.seo_title_template, '%s') },
    description: settings.seo_description ?? undefined,
    openGraph: {
      type: 'website',
      locale: ogLocale(locale),
      siteName: settings.site_name,
      description: settings.seo_description ?? undefined,
      images,
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', images: images?.map((image) => image.url) },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbf8f4' },
    { media: '(prefers-color-scheme: dark)', color: '#1b1917' },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // editingMode() before the header and footer render: their markers exist only for the Visual Editor. Its island
  // is in app/visual-editing/layout.tsx, where the proxy sends pages rendered for it, so visitors load none of it.
  const [{ settings, navigation, fallbackLang }, { locale, direction, href }, t, unavailable] = await Promise.all([
    getSiteChrome(),
    pageLanguage(),
    getTranslations('Site'),
    getTranslations('Unavailable'),
    editingMode(),
  ]);
  return (
    <html lang={locale} dir={direction}>
      <body>
        {/* React places this in <head>: feed readers find the journal from any page. */}
        <link
          rel="alternate"
          type="application/rss+xml"
          title={t('journalFeed', { siteName: settings.site_name })}
          href={absoluteUrl(href(FEED_PATH))}
        />
        <SiteHeader settings={settings} navigation={navigation} fallbackLang={fallbackLang} />
        <main id="main" tabIndex={-1}>
          <ErrorTexts texts={{ title: unavailable('title'), text: unavailable('text'), retry: unavailable('retry') }}>
            {children}
          </ErrorTexts>
        </main>
        <SiteFooter settings={settings} fallbackLang={fallbackLang} />
        <SmoothScroll />
      </body>
    </html>
  );
}
