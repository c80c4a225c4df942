import { getTranslations } from '@/lib/i18n/server';
import { pageAlternates } from '@/lib/i18n/alternates';
import { pageLanguage } from '@/lib/i18n/page-language';

/**
 * Links to this page in every language: each language's translation of it, else that language's home page.
 * Each language is named in itself (Deutsch, العربية), in its own language and direction.
 */
export async function LanguageSwitcher() {
  const [alternates, { locale }, t] = await Promise.all([pageAlternates(), pageLanguage(), getTranslations('Site')]);
  if (alternates.length < 2) return null;
  return (
    <nav className="language-switcher" aria-label={t('languages')}>
      <ul>
        {alternates.map(({ language, href }) => (
          <li key={language.code}>
            <a
              href={href}
              hrefLang={language.code}
              lang={language.code}
              dir={language.direction}
              aria-current={language.code === locale ? 'page' : undefined}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
