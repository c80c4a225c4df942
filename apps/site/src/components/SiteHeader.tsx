import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { pageLanguage } from '@/lib/i18n/page-language';
import type { SiteChrome } from '@/lib/site';
import { assetUrl } from '@/lib/AssetImage';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MenuDisclosure } from './MenuDisclosure';

export async function SiteHeader({ settings, navigation, fallbackLang }: Pick<SiteChrome, 'settings' | 'navigation' | 'fallbackLang'>) {
  const [t, { href }] = await Promise.all([getTranslations('Site'), pageLanguage()]);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className="container site-header__inner">
        <Link href={href('/')} className="site-header__brand">
          {/* Beside the name, the logo adds nothing for a screen reader. */}
          {settings.logo && (
            <img
              className="site-header__logo"
              src={assetUrl(settings.logo, { width: 64, height: 64, fit: 'cover' })}
              alt=""
              width={32}
              height={32}
            />
          )}
          <span lang={fallbackLang.site_name}>{settings.site_name}</span>
        </Link>
        {navigation.length > 0 && (
          <MenuDisclosure label={t('mainNavigation')} buttonText={t('menu')}>
            <ul className="site-nav__list">
              {navigation.map((link) => (
                <li key={`${link.label}-${link.href}`}>
                  <Link href={link.href} hrefLang={link.hrefLang}>
                    <span lang={link.labelLang}>{link.label}</span>
                  </Link>
                  {link.children.length > 0 && (
                    <ul className="site-nav__sublist">
                      {link.children.map((child) => (
                        <li key={`${child.label}-${child.href}`}>
                          <Link href={child.href} hrefLang={child.hrefLang}>
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
        {/* The header is cached for everyone, so it links to the account page rather than naming the member. */}
        <LanguageSwitcher />
        <Link href={href('/account/profile')} className="site-header__account">
          {t('account')}
        </Link>
      </div>
    </header>
  );
}
