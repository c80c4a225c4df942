import { describe, expect, it } from 'vitest';
import { HOSTILE_URLS } from '../../testing/hostile.js';
import { problemsOf, renderSection } from '../../testing/render.js';
import { featureCards } from './definition.js';

describe('the feature cards section', () => {
  it('renders a list of cards, each with exactly one link (its title)', async () => {
    const html = await renderSection(featureCards, {
      cards: [
        { title: 'Workshop', text: 'Two days.', url: '/shop', image: 'file-w' },
        { title: 'Kit', url: 'https://example.com/kit' },
      ],
    });
    expect(html).toMatch(/<ul class="feature-cards__list"><li class="feature-cards__card"/);
    expect(html.match(/<a /g)).toHaveLength(2);
    expect(html).toContain('<h3 class="feature-cards__title"><a href="/shop" class="feature-cards__link">Workshop</a></h3>');
    expect(html).toContain('href="https://example.com/kit"');
    expect(html).toContain('alt=""');
  });

  it('refuses at save a link a browser must not follow (PayloadsAllTheThings’ script and data URLs), naming the card', () => {
    for (const url of HOSTILE_URLS) {
      const [problem] = problemsOf(featureCards, {
        cards: [
          { title: 'Fine', url: '/ok' },
          { title: 'Bad', url },
        ],
      });
      expect(problem, url).toMatch(/^"Link URL" in card 2 of "Cards" in a Feature cards section must be a path on this site/);
    }
    expect(problemsOf(featureCards, { cards: [{ title: 'No link' }] })).toEqual([
      '"Link URL" is required in card 1 of "Cards" in a Feature cards section.',
    ]);
  });

  it('never renders such a link stored before the check', async () => {
    for (const url of HOSTILE_URLS) {
      const html = await renderSection(featureCards, { cards: [{ title: 'Bad', url }] });
      expect(html, url).not.toContain('<a ');
    }
  });
});
