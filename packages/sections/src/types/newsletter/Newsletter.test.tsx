import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sectionProblems, sectionSearchText, sectionValues, type SectionRow } from '../../content.js';
import type { MarkdownKit } from '../../kit.js';
import { sectionEdit } from '../../render.js';
import { testKit } from '../../testing/kit.js';
import { newsletter } from './definition.js';
import Newsletter from './Newsletter.js';

const row = (values: Record<string, unknown>): SectionRow =>
  ({ id: 4, type: 'newsletter', heading: 'News from the studio', newsletter_text: 'Once a month.', ...values }) as SectionRow;

const render = (values: Record<string, unknown> = {}) =>
  renderToStaticMarkup(
    <Newsletter
      section={sectionValues(newsletter, row(values))}
      isFirst={false}
      kit={testKit}
      edit={sectionEdit(newsletter, 4)}
      root={{ 'data-section': 'newsletter' }}
    />,
  );

const markdownKit = {
  heading: (text) => (text ? `## ${text}` : ''),
  paragraphs: (text) => text ?? '',
  text: (text) => text,
  link: (label, url) => `[${label}](${url})`,
  t: (key, values) => `${key}: ${values?.['link']}`,
  page: { title: 'Sections', url: 'https://example.com/sections' },
} as Partial<MarkdownKit> as MarkdownKit;

describe('the newsletter section', () => {
  it('shows its heading and text with their Visual Editor markers, and the site’s form under a unique anchor', () => {
    const html = render();
    expect(html).toMatch(/^<section class="container section newsletter" aria-labelledby="newsletter-4-heading" data-section="newsletter"/);
    expect(html).toContain('<h2 class="newsletter__heading" id="newsletter-4-heading"');
    expect(html).toContain('{&quot;collection&quot;:&quot;sections&quot;,&quot;item&quot;:4,&quot;fields&quot;:[&quot;heading&quot;]}');
    expect(html).toContain('&quot;fields&quot;:[&quot;newsletter_text&quot;]');
    expect(html).toContain('<form data-island="Newsletter" id="newsletter-4">');
  });

  it('leaves out an empty text, and shows hostile text as text', () => {
    expect(render({ newsletter_text: null })).not.toContain('newsletter__text');
    // PayloadsAllTheThings, XSS Injection: an event handler in an SVG, and a closing tag breaking out of an attribute.
    const html = render({ heading: '<svg/onload=alert(1)>', newsletter_text: '"><img src=x onerror=alert(1)>' });
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;svg/onload=alert(1)&gt;');
  });

  it('is refused at save without a heading, naming it', () => {
    expect(sectionProblems(row({ heading: ' ' }))).toEqual(['"Heading" is required in a Newsletter sign-up section.']);
    expect(sectionProblems(row({}))).toEqual([]);
  });

  it('is found by search through its heading and text, and its Markdown version points to the page', async () => {
    expect(sectionSearchText(row({}))).toEqual(expect.arrayContaining(['News from the studio', 'Once a month.']));
    const markdown = await newsletter.markdown!(sectionValues(newsletter, row({})), markdownKit);
    expect(markdown).toBe('## News from the studio\n\nOnce a month.\n\nsignUp: [Sections](https://example.com/sections)');
  });
});
