import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/SiteFooter';
import { SiteHeader } from '@/components/SiteHeader';
import { SmoothScroll } from '@/features/motion/SmoothScroll';
import { getSiteChrome, pageTitle } from '@/lib/site';
import './globals.css';

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
        <SmoothScroll />
      </body>
    </html>
  );
}
