import { demo } from './demo.js';
import { defineSection, type SectionField, type SectionReference, type ValuesOf } from '../../definition.js';

const fields = [
  {
    name: 'plans',
    kind: 'repeater',
    required: true,
    search: true,
    note: 'Each plan is a card; a plan with a product gets that product’s card checkout as its button',
    fields: [
      { name: 'name', kind: 'string', required: true, width: 'half' },
      { name: 'price', kind: 'string', label: 'Price', required: true, width: 'half', note: 'As shown: €39, from €12, free' },
      { name: 'period', kind: 'string', width: 'half', note: 'per month, once…' },
      { name: 'highlighted', kind: 'boolean', width: 'half', note: 'Stands out from the other plans' },
      { name: 'features', kind: 'text', note: 'One per line' },
      { name: 'button_label', kind: 'string', label: 'Button label', width: 'half' },
      { name: 'button_url', kind: 'url', label: 'Button URL', width: 'half' },
      {
        name: 'product',
        kind: 'string',
        label: 'Product',
        note: 'A product’s slug, bought by card here (the button above is then unused)',
      },
    ],
  },
] as const satisfies readonly SectionField[];

export type PricingValues = ValuesOf<typeof fields>;

export interface Plan {
  readonly name: string;
  readonly price: string;
  readonly period: string | null;
  readonly highlighted: boolean;
  readonly features: string[];
  /** The plan's link button, when it has both a label and a URL. */
  readonly button: { readonly label: string; readonly url: string } | null;
  /** The slug of the product the plan's card checkout sells. */
  readonly product: string | null;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The plans with a name and a price, in order, their values tidied. */
export function pricingPlans(section: PricingValues): Plan[] {
  return (Array.isArray(section.plans) ? section.plans : []).flatMap((item) => {
    const plan = item as Partial<Record<string, unknown>>;
    if (!filled(plan['name']) || !filled(plan['price'])) return [];
    const { button_label: label, button_url: url, features, period, product } = plan;
    return [
      {
        name: plan['name'].trim(),
        price: plan['price'].trim(),
        period: filled(period) ? period.trim() : null,
        highlighted: plan['highlighted'] === true,
        features: filled(features)
          ? features
              .split(/\r?\n/)
              .map((line) => line.trim())
              .filter(Boolean)
          : [],
        button: filled(label) && filled(url) ? { label: label.trim(), url: url.trim() } : null,
        product: filled(product) ? product.trim() : null,
      },
    ];
  });
}

export const pricing = defineSection({
  key: 'pricing',
  label: 'Pricing',
  icon: 'sell',
  description: 'Plans side by side, each with its price, features and a button',
  heading: {},
  fields,
  demo,
  validate: (section: PricingValues) => {
    for (const [index, item] of (Array.isArray(section.plans) ? section.plans : []).entries()) {
      const plan = item as Partial<Record<string, unknown>>;
      const name = `the plan "${String(plan['name']).trim()}" (item ${index + 1} of "Plans")`;
      if (filled(plan['button_label']) && !filled(plan['button_url']) && !filled(plan['product']))
        return `"Button URL" is missing in ${name}: a button needs its URL as well as its label, or a product to sell.`;
      if (filled(plan['button_url']) && !filled(plan['button_label']))
        return `"Button label" is missing in ${name}: a button needs its label as well as its URL.`;
    }
    return null;
  },
  refersTo: ['products'],
  references: (section: PricingValues): SectionReference[] =>
    pricingPlans(section).flatMap(({ name, product }) =>
      product
        ? [
            {
              collection: 'products',
              field: 'slug',
              value: product,
              where: { active: true },
              problem: `The plan "${name}" names the product "${product}", which is not an active product: use the slug of an active product, or leave "Product" empty.`,
            },
          ]
        : [],
    ),
  markdown: (section: PricingValues, kit) =>
    [
      kit.heading(section.heading),
      ...pricingPlans(section).map((plan) =>
        [
          `### ${kit.text(plan.name)}`,
          kit.text([plan.price, plan.period].filter(Boolean).join(' ')),
          plan.features.map((feature) => `- ${kit.text(feature)}`).join('\n'),
          plan.button && !plan.product ? kit.link(plan.button.label, plan.button.url) : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
      ),
    ]
      .filter(Boolean)
      .join('\n\n'),
  component: () => import('./Pricing.js'),
});
