import { describe, expect, it } from 'vitest';
import { localePath, splitLocale, type SiteLanguages } from './languages';
import { textIn } from './text';

const site: SiteLanguages = {
  defaultLocale: 'en',
  languages: [
    { code: 'en', name: 'English', direction: 'ltr', sort: 1 },
    { code: 'de', name: 'Deutsch', direction: 'ltr', sort: 2 },
    { code: 'ar', name: 'العربية', direction: 'rtl', sort: 3 },
    { code: 'pt-BR', name: 'Português', direction: 'ltr', sort: 4 },
  ],
};

describe('locale paths', () => {
  it('takes a configured language’s prefix off the path', () => {
    expect(splitLocale('/de/ueber-uns', site)).toEqual({ locale: 'de', path: '/ueber-uns' });
    expect(splitLocale('/de', site)).toEqual({ locale: 'de', path: '/' });
    expect(splitLocale('/ar/posts/filman-an-al-hirfa', site)).toEqual({ locale: 'ar', path: '/posts/filman-an-al-hirfa' });
    expect(splitLocale('/pt-br/sobre', site)).toEqual({ locale: 'pt-BR', path: '/sobre' });
  });

  it('leaves every other path in the default language: no prefix for it, an unknown prefix stays (and finds no page)', () => {
    expect(splitLocale('/about', site)).toEqual({ locale: 'en', path: '/about' });
    expect(splitLocale('/', site)).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/en/about', site)).toEqual({ locale: 'en', path: '/en/about' });
    expect(splitLocale('/xx/about', site)).toEqual({ locale: 'en', path: '/xx/about' });
    expect(splitLocale('/DE/kontakt', site)).toEqual({ locale: 'en', path: '/DE/kontakt' });
    expect(splitLocale('/deutsch', site)).toEqual({ locale: 'en', path: '/deutsch' });
  });

  it('puts a default-language path into a language', () => {
    expect(localePath('/posts', 'de', 'en')).toBe('/de/posts');
    expect(localePath('/', 'ar', 'en')).toBe('/ar');
    expect(localePath('/posts', 'en', 'en')).toBe('/posts');
  });
});

describe('small-text translations', () => {
  const item = {
    label: 'Shop',
    translations: [
      { language: 'de', label: 'Laden' },
      { language: 'ar', label: ' ' },
    ],
  };

  it('gives the translation, or the default language’s text marked with its language', () => {
    expect(textIn(item, 'label', 'de', 'en')).toEqual({ text: 'Laden' });
    expect(textIn(item, 'label', 'ar', 'en')).toEqual({ text: 'Shop', lang: 'en' });
    expect(textIn(item, 'label', 'fr', 'en')).toEqual({ text: 'Shop', lang: 'en' });
    expect(textIn(item, 'label', 'en', 'en')).toEqual({ text: 'Shop' });
    expect(textIn({ label: null, translations: null }, 'label', 'de', 'en')).toBeNull();
  });
});
