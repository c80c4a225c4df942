import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { columnOf, sectionProblems, sectionSearchText, type SectionRow } from '../../content.js';
import { HOSTILE_TEXTS } from '../../testing/hostile.js';
import { testKit } from '../../testing/kit.js';
import { testMarkdownKit } from '../../testing/markdown-kit.js';
import Faq from './Faq.js';
import { faq, faqStructuredData, type FaqValues } from './definition.js';

const values = (items: FaqValues['items'], heading: string | null = 'Questions'): FaqValues => ({ id: 5, heading, items });

const render = (section: FaqValues) =>
  renderToStaticMarkup(
    <Faq
      section={section}
      isFirst={false}
      kit={testKit}
      edit={(fields) => ({ collection: 'sections', item: 5, fields })}
      root={{ 'data-section': 'faq' }}
    />,
  );

/** The JSON-LD the test kit was given (it keeps it in an attribute). */
const structuredData = (html: string) => {
  const attribute = /data-json-ld="([^"]*)"/.exec(html)?.[1];
  return attribute === undefined
    ? undefined
    : JSON.parse(attribute.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>'));
};

const two = [
  { question: 'Do I need experience?', answer: 'No.\n\nReally none.' },
  { question: 'What to wear?', answer: 'Old clothes,\nclosed shoes.' },
];

describe('the FAQ section', () => {
  it('shows each question as a closed <details> with its answer in paragraphs', () => {
    const html = render(values(two));
    expect(html.match(/<details class="faq__item">/g)).toHaveLength(2);
    expect(html).toContain('<summary class="faq__question">Do I need experience?</summary>');
    expect(html).toContain('<div class="faq__answer"><p>No.</p><p>Really none.</p></div>');
    expect(html).toContain('<p>Old clothes,\nclosed shoes.</p>');
    expect(html).not.toContain(' open');
  });

  it('describes its questions as schema.org FAQPage for search engines', () => {
    expect(structuredData(render(values(two)))).toEqual({
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Do I need experience?', acceptedAnswer: { '@type': 'Answer', text: 'No.\n\nReally none.' } },
        { '@type': 'Question', name: 'What to wear?', acceptedAnswer: { '@type': 'Answer', text: 'Old clothes,\nclosed shoes.' } },
      ],
    });
  });

  it('leaves out a question without its answer, and writes no JSON-LD without questions', () => {
    const html = render(values([{ question: 'Alone?', answer: ' ' }, { answer: 'No question' }]));
    expect(html).not.toContain('<details');
    expect(html).not.toContain('ld+json');
    expect(faqStructuredData(values(null))).toBeNull();
  });

  it('refuses at save a section without questions, or a question without its answer, naming them', () => {
    const row = (items: unknown) => ({ type: 'faq', heading: null, [columnOf(faq, 'items')]: items });
    expect(sectionProblems(row([]))).toEqual(['"Questions" is required in a FAQ section.']);
    expect(sectionProblems(row([two[0], { question: 'Half' }]))).toEqual([
      '"Answer" is required in item 2 of "Questions" in a FAQ section.',
    ]);
    expect(sectionProblems(row(two))).toEqual([]);
  });

  it.each(HOSTILE_TEXTS)('writes a hostile question and answer as text, and keeps them intact in the JSON-LD: %j', (text) => {
    const html = render(values([{ question: text, answer: text }]));
    expect(html).not.toMatch(/<(script|img|svg)\b(?! type="application\/ld\+json")/i);
    expect(html).not.toContain('<!--');
    const data = structuredData(html) as { mainEntity: { name: string }[] };
    expect(data.mainEntity[0]?.name).toBe(text.trim());
  });

  it('is found by its questions and answers, and says them in Markdown', async () => {
    const row = { id: 5, type: 'faq', heading: 'Questions', [columnOf(faq, 'items')]: two } as SectionRow;
    expect(sectionSearchText(row)).toEqual([
      'Questions',
      'Do I need experience? No.\n\nReally none.\nWhat to wear? Old clothes,\nclosed shoes.',
    ]);
    expect(await faq.markdown(values(two), testMarkdownKit)).toBe(
      '## Questions\n\n### Do I need experience?\n\nNo.\n\nReally none.\n\n### What to wear?\n\nOld clothes,\nclosed shoes.',
    );
  });
});
