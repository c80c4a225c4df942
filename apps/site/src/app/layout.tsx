import { themePalettes } from '@tessera/blocks';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from '@/lib/i18n/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/SiteFooter';
import { SiteHeader } from '@/components/SiteHeader';
import { SmoothScroll } from '@/features/motion/SmoothScroll';
import { ErrorTexts } from '@/components/ErrorTexts';
import { FEED_PATH } from '@/features/seo/feed';
import { ThemeHead } from '@/features/theme';
import { editingMode } from '@/lib/visual-editing/mode';
import { ogLocale, pageTitle, shareImageUrl, SHARE_IMAGE } from '@/features/seo/metadata';
import { pageLanguage } from '@/lib/i18n/page-language';
import { getSiteChrome } from '@/lib/site';
import { absoluteUrl, siteUrl } from '@/lib/site-url';
import './globals.css';
// Each section type's styles, from its folder (packages/sections/src/types/<type>/styles.css).
import '@tessera/sections/sections.css';
// The few rules of the preview banner and of the journal's parts on a post (breadcrumbs, table of contents, author,
// previous and next) are in the site's own stylesheet: as CSS modules, Next.js put them in a chunk shared by CMS
// pages, posts and listings, a third stylesheet on those pages, and every stylesheet holds up the first paint
// (e2e/client-js.spec.ts). About 2 KB before compression.
import '@/features/posts/journal.css';
import '@/features/preview/preview-banner.css';

// Next.js renders every page per request, with a fresh CSP nonce, from the data cache (lib/content/data-cache.ts).
// Anonymous visitors' public pages are then kept as HTML, hashed and re-served, by the site's page cache
// (lib/page-cache, run by server.ts): see docs/page-cache.md for why not Next.js's full route cache.
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

/** The browser's own chrome takes the page's background, in the system's theme. */
export async function generateViewport(): Promise<Viewport> {
  const { light, dark } = themePalettes((await getSiteChrome()).settings);
  return {
    themeColor: [
      { media: '(prefers-color-scheme: light)', color: light.bg },
      { media: '(prefers-color-scheme: dark)', color: dark.bg },
    ],
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // editingMode() before the header and footer render: their markers exist only for the Visual Editor. Its island
  // is in app/visual-editing/layout.tsx, where the proxy sends pages rendered for it, so visitors load none of it.
  const [{ settings, navigation, fallbackLang }, { locale, direction, href }, t, unavailable, requestHeaders] = await Promise.all([
    getSiteChrome(),
    pageLanguage(),
    getTranslations('Site'),
    getTranslations('Unavailable'),
    headers(),
    editingMode(),
  ]);
  return (
    // The theme script sets data-theme on <html> before React hydrates it.
    <html lang={locale} dir={direction} suppressHydrationWarning>
      <head>
        <ThemeHead settings={settings} nonce={requestHeaders.get('x-nonce') ?? undefined} />
      </head>
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
