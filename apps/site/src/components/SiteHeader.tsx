import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/server';
import { editable } from '@/lib/visual-editing/editable';
import { pageLanguage } from '@/lib/i18n/page-language';
import type { SiteChrome } from '@/lib/site';
import { assetUrl } from '@/lib/AssetImage';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MenuDisclosure } from './MenuDisclosure';

/** A navigation link's fields, as an editor changes them in the Visual Editor (its label's translations too). */
const NAVIGATION_FIELDS = ['label', 'translations', 'page', 'url', 'parent', 'sort'];

export async function SiteHeader({ settings, navigation, fallbackLang }: Pick<SiteChrome, 'settings' | 'navigation' | 'fallbackLang'>) {
  const [t, search, { href }] = await Promise.all([getTranslations('Site'), getTranslations('Search'), pageLanguage()]);
  const searchTexts = { toggle: search('toggle'), label: search('label'), placeholder: search('placeholder'), submit: search('submit') };
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className="container site-header__inner">
        <Link
          href={href('/')}
          className="site-header__brand"
          {...editable({ collection: 'site_settings', item: settings.id, fields: ['site_name', 'translations', 'logo', 'logo_dark'] })}
        >
          {/* Beside the name, the logo adds nothing for a screen reader. The theme's CSS shows the one for its background. */}
          {settings.logo && (
            <HeaderLogo id={settings.logo} className={settings.logo_dark ? 'site-header__logo logo--light' : 'site-header__logo'} />
          )}
          {settings.logo_dark && (
            <HeaderLogo id={settings.logo_dark} className={settings.logo ? 'site-header__logo logo--dark' : 'site-header__logo'} />
          )}
          <span lang={fallbackLang.site_name}>{settings.site_name}</span>
        </Link>
        {navigation.length > 0 && (
          <MenuDisclosure label={t('mainNavigation')} buttonText={t('menu')}>
            <ul className="site-nav__list">
              {navigation.map((link) => (
                <li key={`${link.label}-${link.href}`}>
                  <Link
                    href={link.href}
                    hrefLang={link.hrefLang}
                    {...editable({ collection: 'navigation', item: link.id, fields: NAVIGATION_FIELDS })}
                  >
                    <span lang={link.labelLang}>{link.label}</span>
                  </Link>
                  {link.children.length > 0 && (
                    <ul className="site-nav__sublist">
                      {link.children.map((child) => (
                        <li key={`${child.label}-${child.href}`}>
                          <Link
                            href={child.href}
                            hrefLang={child.hrefLang}
                            {...editable({ collection: 'navigation', item: child.id, fields: NAVIGATION_FIELDS })}
                          >
                            <span lang={child.labelLang}>{child.label}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </MenuDisclosure>
        )}
        <HeaderSearch action={href('/search')} texts={searchTexts} />
        {/* The header is cached for everyone, so it links to the account page rather than naming the member. */}
        <LanguageSwitcher />
        <Link href={href('/account/profile')} className="site-header__account">
          {t('account')}
        </Link>
      </div>
    </header>
  );
}

function HeaderLogo({ id, className }: { id: string; className: string }) {
  return <img className={className} src={assetUrl(id, { width: 64, height: 64, fit: 'cover' })} alt="" width={32} height={32} />;
}
