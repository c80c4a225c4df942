import { demo } from './demo.js';
import { defineSection, type SectionField, type ValuesOf } from '../../definition.js';

const fields = [
  { name: 'product', kind: 'relation', related: 'products', template: '{{ name }}', required: true, width: 'half' },
] as const satisfies readonly SectionField[];

export type CheckoutValues = ValuesOf<typeof fields>;

export const checkout = defineSection({
  key: 'checkout',
  label: 'Checkout',
  icon: 'shopping_cart',
  description: 'A product with card checkout',
  heading: { note: "Empty: the product's name" },
  fields,
  demo,
  markdown: (section: CheckoutValues, kit) => kit.product(section.product, section.heading),
  component: () => import('./Checkout.js'),
});
