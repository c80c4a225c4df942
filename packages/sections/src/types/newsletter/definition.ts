import { demo } from './demo.js';
import { defineSection, type SectionField, type ValuesOf } from '../../definition.js';

const fields = [
  { name: 'text', kind: 'text', search: true, note: 'What subscribers receive, and how often' },
] as const satisfies readonly SectionField[];

export type NewsletterValues = ValuesOf<typeof fields>;

export const newsletter = defineSection({
  key: 'newsletter',
  label: 'Newsletter sign-up',
  icon: 'mark_email_unread',
  description: 'A sign-up form for the newsletter, with double opt-in by e-mail',
  heading: { required: true },
  fields,
  demo,
  markdown: (section: NewsletterValues, kit) =>
    [kit.heading(section.heading), kit.paragraphs(section.text), kit.t('signUp', { link: kit.link(kit.page.title, kit.page.url) })]
      .filter(Boolean)
      .join('\n\n'),
  component: () => import('./Newsletter.js'),
});
