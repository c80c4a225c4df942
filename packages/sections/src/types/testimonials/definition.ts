import { demo } from './demo.js';
import { defineSection, type SectionField, type ValuesOf } from '../../definition.js';

const fields = [
  {
    name: 'items',
    kind: 'slots',
    count: 6,
    itemLabel: 'Testimonial',
    label: 'Testimonials',
    required: true,
    note: 'Up to 6, shown in this order',
    fields: [
      { name: 'quote', kind: 'text', required: true, search: true },
      { name: 'name', kind: 'string', required: true, width: 'half', search: true },
      { name: 'role', kind: 'string', width: 'half', note: 'E.g. "Course participant, Berlin"', search: true },
      { name: 'photo', kind: 'image', note: 'A portrait, shown small beside the name (square crops look best)' },
    ],
  },
] as const satisfies readonly SectionField[];

export type TestimonialsValues = ValuesOf<typeof fields>;

export const testimonials = defineSection({
  key: 'testimonials',
  label: 'Testimonials',
  icon: 'format_quote',
  description: 'Quotes from people, with their name, role and photo',
  heading: {},
  fields,
  demo,
  markdown: (section: TestimonialsValues, kit) =>
    [
      kit.heading(section.heading),
      ...section.items.map(({ values }) =>
        [
          `> ${kit.text(values['quote'] ?? '').replaceAll('\n', '\n> ')}`,
          `— ${[values['name'], values['role']]
            .filter(Boolean)
            .map((text) => kit.text(text!))
            .join(', ')}`,
        ].join('\n>\n> '),
      ),
    ]
      .filter(Boolean)
      .join('\n\n'),
  component: () => import('./Testimonials.js'),
});
