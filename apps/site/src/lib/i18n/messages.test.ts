import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LOCALES, SOURCE_LOCALE } from './config';
import en from './messages/en.json';
import { messagesFor, pickMessages, type Messages } from './messages';

type Tree = { [key: string]: string | Tree };

/** Every message of a catalogue by its path, e.g. "Form.errors.required". */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [child, text] of leaves(value, path)) found.set(child, text);
  }
  return found;
}

/** The names a message takes its values and tags by: a translation must use the same ones. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) names.add(element.value);
      if (element.type === TYPE.tag) {
        names.add(`<${element.value}>`);
        visit(element.children);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        names.add(element.value);
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

const source = leaves(en as Tree);

describe('message catalogues', () => {
  for (const locale of CATALOGUE_LOCALES.filter((code) => code !== SOURCE_LOCALE)) {
    describe(locale, () => {
      const catalogue = leaves(messagesFor(locale) as Tree);

      it('has every message English has, and no other', () => {
        const missing = [...source.keys()].filter((key) => !catalogue.has(key));
        const extra = [...catalogue.keys()].filter((key) => !source.has(key));
        expect(missing, `missing in ${locale}.json`).toEqual([]);
        expect(extra, `not in en.json`).toEqual([]);
      });

      it('translates each message with the same values and tags, in valid ICU syntax', () => {
        for (const [key, english] of source) {
          const translated = catalogue.get(key);
          if (translated === undefined) continue;
          expect(translated.trim(), `${locale}: ${key} is empty`).not.toBe('');
          expect(argumentsOf(translated), `${locale}: ${key}`).toEqual(argumentsOf(english));
        }
      });
    });
  }

  it('formats plurals by each language’s rules', () => {
    const count = (locale: string, n: number) =>
      createTranslator({ locale, messages: messagesFor(locale), namespace: 'Maps' })('count', { count: n });
    expect([count('en', 1), count('en', 3)]).toEqual(['1 studio', '3 studios']);
    expect([count('de', 1), count('de', 3)]).toEqual(['1 Studio', '3 Studios']);
    expect([count('ar', 1), count('ar', 2), count('ar', 3)]).toEqual(['استوديو واحد', 'استوديوهان', '3 استوديوهات']);
  });

  it('gives English to a language without a catalogue', () => {
    expect(messagesFor('fr')).toBe(en);
  });

  it('hands an island only the namespaces it asks for', () => {
    expect(Object.keys(pickMessages(en as Messages, ['Form', 'Phone']))).toEqual(['Form', 'Phone']);
  });
});
