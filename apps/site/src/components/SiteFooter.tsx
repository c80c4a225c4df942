import { editable } from '@/lib/visual-editing/editable';
import { getTranslations } from '@/lib/i18n/server';
import { ThemeSwitch } from '@/features/theme';
import type { SiteChrome } from '@/lib/site';

const networkNames: Record<string, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  github: 'GitHub',
  mastodon: 'Mastodon',
};

export async function SiteFooter({ settings, fallbackLang }: Pick<SiteChrome, 'settings' | 'fallbackLang'>) {
  const [t, theme] = await Promise.all([getTranslations('Site'), getTranslations('Theme')]);
  const links = (settings.social_links ?? []).filter((link) => /^https?:\/\//.test(link.url));
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div {...editable({ collection: 'site_settings', item: settings.id, fields: ['site_name', 'tagline', 'translations'] })}>
          <p className="site-footer__brand" lang={fallbackLang.site_name}>
            {settings.site_name}
          </p>
          {settings.tagline && (
            <p className="site-footer__tagline" lang={fallbackLang.tagline}>
              {settings.tagline}
            </p>
          )}
        </div>
        {links.length > 0 && (
          <nav
            aria-labelledby="social-links-title"
            {...editable({ collection: 'site_settings', item: settings.id, fields: ['social_links'], mode: 'drawer' })}
          >
            <h2 id="social-links-title">{t('followUs')}</h2>
            <ul className="social-links">
              {links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="me noopener noreferrer">
                    {networkNames[link.network] ?? link.network}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <ThemeSwitch legend={theme('legend')} labels={{ light: theme('light'), dark: theme('dark'), system: theme('system') }} />
        <p className="site-footer__copyright">{t('copyright', { year: String(new Date().getFullYear()), siteName: settings.site_name })}</p>
      </div>
    </footer>
  );
}
