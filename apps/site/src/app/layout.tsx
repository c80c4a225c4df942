import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/SiteFooter';
import { SiteHeader } from '@/components/SiteHeader';
import { getSiteChrome, pageTitle } from '@/lib/site';
import './globals.css';

// Every page renders per request (a page's CSP nonce is new each time, so no HTML can be cached).
// What is cached is the content below the pages: the content module's reads (lib/content/data-cache.ts).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getSiteChrome();
  return {
    metadataBase: new URL(process.env.SITE_URL ?? 'http://localhost:3000'),
    title: { default: settings.site_name, template: pageTitle(settings.seo_title_template, '%s') },
    description: settings.seo_description ?? undefined,
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbf8f4' },
    { media: '(prefers-color-scheme: dark)', color: '#1b1917' },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { settings, navigation } = await getSiteChrome();
  return (
    <html lang="en">
      <body>
        <SiteHeader settings={settings} navigation={navigation} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter settings={settings} />
      </body>
    </html>
  );
}
