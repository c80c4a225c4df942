import Link from 'next/link';
import { editable } from '@/lib/visual-editing/editable';
import type { SiteChrome } from '@/lib/site';
import { assetUrl } from '@/lib/AssetImage';
import { HeaderSearch } from './HeaderSearch';
import { MenuDisclosure } from './MenuDisclosure';

/** A navigation link's fields, as an editor changes them in the Visual Editor. */
const NAVIGATION_FIELDS = ['label', 'page', 'url', 'parent', 'sort'];

export function SiteHeader({ settings, navigation }: Pick<SiteChrome, 'settings' | 'navigation'>) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="container site-header__inner">
        <Link
          href="/"
          className="site-header__brand"
          {...editable({ collection: 'site_settings', item: settings.id, fields: ['site_name', 'logo'] })}
        >
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
          {settings.site_name}
        </Link>
        {navigation.length > 0 && (
          <MenuDisclosure label="Main">
            <ul className="site-nav__list">
              {navigation.map((link) => (
                <li key={`${link.label}-${link.href}`}>
                  <Link href={link.href} {...editable({ collection: 'navigation', item: link.id, fields: NAVIGATION_FIELDS })}>
                    {link.label}
                  </Link>
                  {link.children.length > 0 && (
                    <ul className="site-nav__sublist">
                      {link.children.map((child) => (
                        <li key={`${child.label}-${child.href}`}>
                          <Link href={child.href} {...editable({ collection: 'navigation', item: child.id, fields: NAVIGATION_FIELDS })}>
                            {child.label}
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
        <HeaderSearch />
        {/* The header is cached for everyone, so it links to the account page rather than naming the member. */}
        <Link href="/account/profile" className="site-header__account">
          Account
        </Link>
      </div>
    </header>
  );
}
