import { demo } from './demo.js';
import { defineSection, type SectionField, type SlotItem, type ValuesOf } from '../../definition.js';
import { isLinkUrl, linkProblem } from '../../urls.js';

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

/** The first card whose link the site cannot use, as a sentence naming it. */
function badLink(cards: readonly SlotItem[]): string | null {
  const bad = cards.find(({ values }) => values['url'] && !isLinkUrl(values['url']));
  return bad ? linkProblem(`"Link URL" of card ${bad.slot}`, bad.values['url'] ?? '') : null;
}

export const featureCards = defineSection({
  key: 'feature_cards',
  label: 'Feature cards',
  icon: 'view_module',
  description: 'Cards with a title, text, an optional image and a link each',
  heading: {},
  fields,
  demo,
  validate: (section) => badLink((section['cards'] ?? []) as SlotItem[]),
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
