import { defineSection } from '../../definition.js';
const fields = [
    { name: 'product', kind: 'relation', related: 'products', template: '{{ name }}', required: true, width: 'half' },
];
export const checkout = defineSection({
    key: 'checkout',
    label: 'Checkout',
    icon: 'shopping_cart',
    description: 'A product with card checkout',
    heading: { note: "Empty: the product's name" },
    fields,
    markdown: (section, kit) => kit.product(section.product, section.heading),
    component: () => import('./Checkout.js'),
});
