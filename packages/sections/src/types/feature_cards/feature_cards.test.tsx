import { describe, expect, it } from 'vitest';
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

  // Script URLs and open redirects (PayloadsAllTheThings: XSS Injection, Open Redirect).
  const hostile = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/\\evil.example',
  ];

  it('refuses at save a link that is neither a path on the site nor an http(s) address, naming the card', () => {
    for (const url of hostile) {
      const [problem] = problemsOf(featureCards, {
        cards: [
          { title: 'Fine', url: '/ok' },
          { title: 'Bad', url },
        ],
      });
      expect(problem, url).toMatch(
        /^"Link URL" of card 2 must be a path on this site \(starting with \/\) or an address starting with https:\/\//,
      );
    }
    expect(problemsOf(featureCards, { cards: [{ title: 'No link' }] })).toEqual([
      '"Link URL" is required in card 1 of "Cards" in a Feature cards section.',
    ]);
  });

  it('never renders such a link stored before the check', async () => {
    for (const url of hostile) {
      const html = await renderSection(featureCards, { cards: [{ title: 'Bad', url }] });
      expect(html, url).not.toContain('<a ');
    }
  });
});
