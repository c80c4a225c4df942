import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { columnOf, sectionProblems } from '../../content.js';
import { HOSTILE_TEXTS, HOSTILE_URLS } from '../../testing/hostile.js';
import { testKit } from '../../testing/kit.js';
import { testMarkdownKit } from '../../testing/markdown-kit.js';
import Cta from './Cta.js';
import { cta, type CtaValues } from './definition.js';

const values = (overrides: Partial<CtaValues> = {}): CtaValues => ({
  id: 4,
  heading: 'Come and try',
  text: 'Bring nothing.',
  primary_label: 'Book',
  primary_url: '/contact',
  secondary_label: 'Studios',
  secondary_url: 'https://example.com/studios',
  ...overrides,
});

const render = (section: CtaValues) =>
  renderToStaticMarkup(
    <Cta
      section={section}
      isFirst={false}
      kit={testKit}
      edit={(fields) => ({ collection: 'sections', item: 4, fields })}
      root={{ 'data-section': 'cta' }}
    />,
  );

/** A section as saved, by its columns. */
const row = (section: Partial<CtaValues>) => ({
  type: 'cta',
  heading: 'Come and try',
  ...Object.fromEntries(Object.entries(section).map(([name, value]) => [columnOf(cta, name), value])),
});

describe('the call to action section', () => {
  it('shows its heading, text and both buttons, the second one quieter', () => {
    const html = render(values());
    expect(html).toContain('<h2 class="cta__heading"');
    expect(html).toMatch(/<a href="\/contact" class="button" [^>]*>Book<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/example.com\/studios" class="button cta__button--secondary" [^>]*>Studios<\/a>/);
  });

  it('shows no button without both a label and a URL, and no button row without buttons', () => {
    const html = render(values({ primary_url: null, secondary_label: '  ', secondary_url: '/x' }));
    expect(html).not.toContain('<a');
    expect(html).not.toContain('cta__buttons');
  });

  it('refuses at save a button with a label but no URL, or a URL but no label, naming the field', () => {
    expect(sectionProblems(row({ primary_label: 'Book' }))).toEqual([
      '"Button URL" is missing: a button needs its URL as well as its label.',
    ]);
    expect(sectionProblems(row({ secondary_url: '/x' }))).toEqual([
      '"Second button label" is missing: a button needs its label as well as its URL.',
    ]);
    expect(sectionProblems(row({ primary_label: 'Book', primary_url: '/contact' }))).toEqual([]);
    expect(sectionProblems(row({ text: 'No heading' }))).toEqual([]);
    expect(sectionProblems({ ...row({}), heading: null })).toEqual(['"Heading" is required in a Call to action section.']);
  });

  it.each(HOSTILE_URLS)('refuses at save a button URL a browser must not follow: %j', (url) => {
    expect(sectionProblems(row({ primary_label: 'Go', primary_url: url }))).toEqual([
      '"Button URL" in a Call to action section must be a path on this site (such as /contact), an address starting with https://, or a mailto: or tel: link.',
    ]);
  });

  it.each(HOSTILE_TEXTS)('writes hostile text as text: %j', (text) => {
    const html = render(values({ heading: text, text, primary_label: text }));
    expect(html).not.toMatch(/<(script|img|svg)\b/i);
    expect(html).not.toContain('<!--');
  });

  it('says in Markdown what it shows', async () => {
    expect(await cta.markdown(values(), testMarkdownKit)).toBe(
      '## Come and try\n\nBring nothing.\n\n[Book](/contact)\n\n[Studios](https://example.com/studios)',
    );
  });
});
