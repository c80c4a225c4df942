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

export function SiteFooter({ settings }: Pick<SiteChrome, 'settings'>) {
  const links = (settings.social_links ?? []).filter((link) => /^https?:\/\//.test(link.url));
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p>
          <strong>{settings.site_name}</strong>
          {settings.tagline ? ` — ${settings.tagline}` : null}
        </p>
        {links.length > 0 && (
          <ul className="social-links" aria-label="Social media">
            {links.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="me noopener noreferrer">
                  {networkNames[link.network] ?? link.network}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
