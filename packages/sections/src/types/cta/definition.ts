import { demo } from './demo.js';
import { defineSection, type SectionField, type ValuesOf } from '../../definition.js';

const fields = [
  { name: 'text', kind: 'text', search: true },
  { name: 'primary_label', kind: 'string', label: 'Button label', width: 'half' },
  { name: 'primary_url', kind: 'url', label: 'Button URL', width: 'half', note: 'A path on this site (/contact) or https://…' },
  { name: 'secondary_label', kind: 'string', label: 'Second button label', width: 'half' },
  { name: 'secondary_url', kind: 'url', label: 'Second button URL', width: 'half', note: 'Shown as a quieter button' },
] as const satisfies readonly SectionField[];

export type CtaValues = ValuesOf<typeof fields>;

const filled = (value: string | null) => Boolean(value?.trim());

/** The section's buttons, each with both its label and its URL, the main one first. */
export const ctaButtons = (section: CtaValues) =>
  (
    [
      { label: section.primary_label, url: section.primary_url, fields: ['primary_label', 'primary_url'], secondary: false },
      { label: section.secondary_label, url: section.secondary_url, fields: ['secondary_label', 'secondary_url'], secondary: true },
    ] as const
  ).flatMap(({ label, url, ...button }) => (label && filled(label) && url && filled(url) ? [{ ...button, label, url }] : []));

export const cta = defineSection({
  key: 'cta',
  label: 'Call to action',
  icon: 'campaign',
  description: 'A banner with a heading, a few words and up to two buttons',
  heading: { required: true },
  fields,
  demo,
  validate: (section: CtaValues) => {
    const pairs = [
      ['Button label', section.primary_label, 'Button URL', section.primary_url],
      ['Second button label', section.secondary_label, 'Second button URL', section.secondary_url],
    ] as const;
    for (const [labelName, label, urlName, url] of pairs) {
      if (filled(label) && !filled(url)) return `"${urlName}" is missing: a button needs its URL as well as its label.`;
      if (filled(url) && !filled(label)) return `"${labelName}" is missing: a button needs its label as well as its URL.`;
    }
    return null;
  },
  markdown: (section: CtaValues, kit) =>
    [kit.heading(section.heading), kit.paragraphs(section.text), ...ctaButtons(section).map(({ label, url }) => kit.link(label, url))]
      .filter(Boolean)
      .join('\n\n'),
  component: () => import('./Cta.js'),
});
