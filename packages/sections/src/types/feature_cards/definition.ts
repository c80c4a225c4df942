import { demo } from './demo.js';
import { defineSection, type SectionField, type ValuesOf } from '../../definition.js';

const fields = [
  {
    name: 'cards',
    kind: 'slots',
    count: 6,
    itemLabel: 'Card',
    required: true,
    note: 'Up to 6, shown in this order; the whole card links to its URL',
    fields: [
      { name: 'title', kind: 'string', required: true, width: 'half', search: true },
      { name: 'url', kind: 'url', label: 'Link URL', required: true, width: 'half', note: 'A path on this site (/courses) or https://…' },
      { name: 'text', kind: 'text', search: true },
      { name: 'image', kind: 'image', note: 'Optional; shown above the title at 16:9 (an SVG icon works too)' },
    ],
  },
] as const satisfies readonly SectionField[];

export type FeatureCardsValues = ValuesOf<typeof fields>;

export const featureCards = defineSection({
  key: 'feature_cards',
  label: 'Feature cards',
  icon: 'view_module',
  description: 'Cards with a title, text, an optional image and a link each',
  heading: {},
  fields,
  demo,
  markdown: (section: FeatureCardsValues, kit) =>
    [
      kit.heading(section.heading),
      kit.linkList(
        section.cards.flatMap(({ values }) =>
          values['title'] && values['url'] ? [{ label: values['title'], url: values['url'], note: values['text'] }] : [],
        ),
      ),
    ]
      .filter(Boolean)
      .join('\n\n'),
  component: () => import('./FeatureCards.js'),
});
