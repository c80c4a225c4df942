import { demo } from './demo.js';
import { defineSection, type SectionField, type ValuesOf } from '../../definition.js';
import type { StructuredData } from '../../kit.js';

const fields = [
  {
    name: 'items',
    kind: 'repeater',
    label: 'Questions',
    required: true,
    search: true,
    note: 'Each answer is plain text; an empty line starts a new paragraph',
    fields: [
      { name: 'question', kind: 'string', required: true },
      { name: 'answer', kind: 'text', required: true },
    ],
  },
] as const satisfies readonly SectionField[];

export type FaqValues = ValuesOf<typeof fields>;

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/** The questions that have both a question and an answer, in order. */
export function faqItems(section: FaqValues): FaqItem[] {
  return (Array.isArray(section.items) ? section.items : []).flatMap((item) => {
    const { question, answer } = item as Partial<Record<string, unknown>>;
    return typeof question === 'string' && question.trim() && typeof answer === 'string' && answer.trim() ? [{ question, answer }] : [];
  });
}

/** An answer's paragraphs: split at empty lines (a single line break stays within its paragraph). */
export const answerParagraphs = (answer: string) =>
  answer
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** schema.org's FAQPage for the section's questions (Google's FAQ rich result), or null without any. */
export function faqStructuredData(section: FaqValues): StructuredData | null {
  const items = faqItems(section);
  if (items.length === 0) return null;
  return {
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question.trim(),
      acceptedAnswer: { '@type': 'Answer', text: answerParagraphs(answer).join('\n\n') },
    })),
  };
}

export const faq = defineSection({
  key: 'faq',
  label: 'FAQ',
  icon: 'quiz',
  description: 'Questions and answers that open one by one',
  heading: {},
  fields,
  demo,
  markdown: (section: FaqValues, kit) =>
    [
      kit.heading(section.heading),
      ...faqItems(section).map(({ question, answer }) => `### ${kit.text(question.trim())}\n\n${kit.paragraphs(answer)}`),
    ]
      .filter(Boolean)
      .join('\n\n'),
  component: () => import('./Faq.js'),
});
