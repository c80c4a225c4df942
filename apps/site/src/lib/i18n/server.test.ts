import { beforeEach, describe, expect, it, vi } from 'vitest';

// The language of "the request being rendered", as the proxy would have set it.
const request = vi.hoisted(() => ({ locale: 'en' }));
vi.mock('./page-language', () => ({ pageLanguage: async () => ({ locale: request.locale }) }));

// Installed before the module loads, so its formatters construct through the spy.
const pluralRules = vi.spyOn(Intl, 'PluralRules');
const { getFormatter, getLocale, getMessages, getTranslations } = await import('./server');

describe('the server translators', () => {
  beforeEach(() => {
    request.locale = 'en';
  });

  it('speak the language of the request, with ICU plurals and values', async () => {
    expect((await getTranslations('Search'))('summary', { total: 1, query: 'oak' })).toBe('1 result for “oak”');
    request.locale = 'de';
    expect((await getTranslations('Search'))('summary', { total: 2, query: 'oak' })).toBe('2 Ergebnisse für „oak“');
    expect(await getLocale()).toBe('de');
    expect((await getMessages()).Site.menu).toBe('Menü');
  });

  it('give a language without a catalogue the English words', async () => {
    request.locale = 'fr';
    expect((await getTranslations('Site'))('menu')).toBe('Menu');
  });

  it('are built once per language and namespace, not per request', async () => {
    const first = await getTranslations('Site');
    expect(await getTranslations('Site')).toBe(first);
    request.locale = 'de';
    expect(await getTranslations('Site')).not.toBe(first);
  });

  it('share one set of Intl formatters between requests', async () => {
    request.locale = 'ar';
    const summary = async () => (await getTranslations('Search'))('summary', { total: 3, query: 'elm' });
    const before = pluralRules.mock.calls.length;
    await summary();
    const afterFirstRequest = pluralRules.mock.calls.length;
    expect(afterFirstRequest).toBeGreaterThan(before);
    await summary();
    await summary();
    expect(pluralRules.mock.calls.length).toBe(afterFirstRequest);
  });

  it('format dates in the site time zone, in the language of the request', async () => {
    request.locale = 'de';
    const format = await getFormatter();
    expect(format.dateTime(new Date('2026-03-01T23:30:00Z'), { dateStyle: 'medium' })).toBe('01.03.2026');
  });
});
