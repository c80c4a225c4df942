import { describe, expect, it } from 'vitest';
import { problemsOf, renderSection } from '../../testing/render.js';
import { testimonials } from './definition.js';

describe('the testimonials section', () => {
  it('renders each quote as a figure: the quote in a blockquote, the person in the caption', async () => {
    const html = await renderSection(testimonials, {
      items: [
        { quote: 'Patience is contagious.', name: 'Marta', role: 'Student', photo: 'file-m' },
        { quote: '<script>alert(1)</script>', name: 'Jonas' },
      ],
    });
    expect(html.match(/<figure class="testimonials__figure"/g)).toHaveLength(2);
    expect(html).toMatch(/<blockquote class="testimonials__quote"><p>Patience is contagious\.<\/p><\/blockquote>/);
    expect(html).toMatch(/<figcaption class="testimonials__person"><img src="\/assets\/file-m" alt=""/);
    expect(html).toContain('<span class="testimonials__role">Student</span>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses at save a quote without a name, naming the testimonial', () => {
    expect(problemsOf(testimonials, { items: [{ quote: 'Lovely.' }] })).toEqual([
      '"Name" is required in testimonial 1 of "Testimonials" in a Testimonials section.',
    ]);
  });
});
