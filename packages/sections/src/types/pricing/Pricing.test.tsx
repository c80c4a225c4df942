import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { columnOf, sectionProblems, sectionReferences, sectionRelatedCollections } from '../../content.js';
import { HOSTILE_TEXTS, HOSTILE_URLS } from '../../testing/hostile.js';
import { testKit } from '../../testing/kit.js';
import { testMarkdownKit } from '../../testing/markdown-kit.js';
import Pricing from './Pricing.js';
import { pricing, type PricingValues } from './definition.js';

const starter = { name: 'Starter', price: '€10', period: 'per month', features: 'One\n\n Two ', button_label: 'Join', button_url: '/join' };
const workshop = {
  name: 'Workshop',
  price: '€120',
  highlighted: true,
  product: 'weekend-workshop',
  button_label: 'Ask',
  button_url: '/ask',
};

const values = (plans: PricingValues['plans']): PricingValues => ({ id: 8, heading: 'Plans', plans });

const render = (section: PricingValues) =>
  renderToStaticMarkup(
    <Pricing
      section={section}
      isFirst={false}
      kit={testKit}
      edit={(fields) => ({ collection: 'sections', item: 8, fields })}
      root={{ 'data-section': 'pricing' }}
    />,
  );

const row = (plans: unknown) => ({ type: 'pricing', heading: null, [columnOf(pricing, 'plans')]: plans });

describe('the pricing section', () => {
  it('shows each plan as a card with its price, period, features and link button', () => {
    const html = render(values([starter]));
    expect(html).toContain('<li class="pricing__plan"><h3 class="pricing__name">Starter</h3>');
    expect(html).toContain('<span class="pricing__amount">€10</span><span class="pricing__period"> per month</span>');
    expect(html).toContain('<ul class="pricing__features"><li>One</li><li>Two</li></ul>');
    expect(html).toMatch(/<a href="\/join" class="button pricing__button--quiet">Join<\/a>/);
  });

  it('gives a plan with a product that product’s card checkout instead of its link, and the link while the product is not on sale', () => {
    const html = render(values([workshop]));
    expect(html).toContain('pricing__plan--highlighted');
    expect(html).toContain('data-island="CheckoutButton" data-product="weekend-workshop"');
    expect(html).not.toContain('href="/ask"');
    const inactive = render(values([{ ...workshop, product: 'inactive-kit' }]));
    expect(inactive).not.toContain('CheckoutButton');
    expect(inactive).toMatch(/<a href="\/ask" class="button">Ask<\/a>/);
  });

  it('refuses at save a plan without a name or price, or with half a button, naming the plan', () => {
    expect(sectionProblems(row([]))).toEqual(['"Plans" is required in a Pricing section.']);
    expect(sectionProblems(row([starter, { name: 'Free' }]))).toEqual(['"Price" is required in item 2 of "Plans" in a Pricing section.']);
    expect(sectionProblems(row([{ ...starter, button_url: ' ' }]))).toEqual([
      '"Button URL" is missing in the plan "Starter" (item 1 of "Plans"): a button needs its URL as well as its label, or a product to sell.',
    ]);
    expect(sectionProblems(row([starter, { ...starter, name: 'Pro', button_label: null }]))).toEqual([
      '"Button label" is missing in the plan "Pro" (item 2 of "Plans"): a button needs its label as well as its URL.',
    ]);
    expect(sectionProblems(row([starter, workshop]))).toEqual([]);
  });

  it.each(HOSTILE_URLS)('refuses at save a plan’s button URL a browser must not follow: %j', (url) => {
    expect(sectionProblems(row([{ ...starter, button_url: url }]))[0]).toMatch(
      /^"Button URL" in item 1 of "Plans" in a Pricing section must be a path on this site/,
    );
  });

  it('names each plan’s product for the check at save, with a sentence naming the plan', () => {
    expect(sectionReferences(row([starter, { ...workshop, product: ' weekend-workshop ' }]))).toEqual([
      {
        collection: 'products',
        field: 'slug',
        value: 'weekend-workshop',
        where: { active: true },
        problem:
          'The plan "Workshop" names the product "weekend-workshop", which is not an active product: use the slug of an active product, or leave "Product" empty.',
      },
    ]);
    // Plans stored as JSON text (SQLite's stored row, which a change is merged into) are read the same.
    expect(sectionReferences(row(JSON.stringify([workshop])))).toHaveLength(1);
    // Nothing to look up while the section has problems of its own.
    expect(sectionReferences(row([{ ...workshop, price: null }]))).toEqual([]);
    expect(sectionRelatedCollections()).toContain('products');
  });

  it.each(HOSTILE_TEXTS)('writes hostile plan text as text: %j', (text) => {
    const html = render(values([{ ...starter, name: text, price: text, period: text, features: text, button_label: text }]));
    expect(html).not.toMatch(/<(script|img|svg)\b/i);
    expect(html).not.toContain('<!--');
  });

  it('says its plans in Markdown', async () => {
    expect(await pricing.markdown(values([starter, workshop]), testMarkdownKit)).toBe(
      '## Plans\n\n### Starter\n\n€10 per month\n\n- One\n- Two\n\n[Join](/join)\n\n### Workshop\n\n€120',
    );
  });
});
