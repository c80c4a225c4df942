import { describe, expect, it } from 'vitest';
import { problemsOf, renderSection } from '../../testing/render.js';
import { gallery } from './definition.js';

const images = [
  { image: 'file-a', alt: 'Jars of glass', caption: 'Smalti' },
  { image: 'file-b', alt: 'Tiles <b>cut</b>', caption: '' },
];

describe('the gallery section', () => {
  it('links each thumbnail to its whole image, with its alt text and caption', async () => {
    const html = await renderSection(gallery, { heading: 'From the studios', images });
    expect(html).toContain('<h2');
    expect(html.match(/<li class="gallery__item"/g)).toHaveLength(2);
    expect(html).toContain('href="/assets/file-a?width=1600"');
    expect(html).toContain('data-gallery-srcset="/assets/file-a?width=800 800w, /assets/file-a?width=1600 1600w"');
    expect(html).toContain('alt="Jars of glass"');
    expect(html).toContain('<figcaption class="gallery__caption">Smalti</figcaption>');
    // Text is text: markup an editor typed is escaped.
    expect(html).toContain('alt="Tiles &lt;b&gt;cut&lt;/b&gt;"');
    expect(html.match(/<figcaption/g)).toHaveLength(1);
  });

  it('refuses at save an image without alt text, and an item without an image, naming the item', () => {
    expect(problemsOf(gallery, { images: [{ image: 'file-a', alt: ' ' }] })).toEqual([
      '"Alt text" is required in image 1 of "Images" in a Gallery section.',
    ]);
    expect(problemsOf(gallery, { images: [images[0], { caption: 'No picture' }] })).toEqual([
      '"Image" is required in image 2 of "Images" in a Gallery section.',
      '"Alt text" is required in image 2 of "Images" in a Gallery section.',
    ]);
    expect(problemsOf(gallery, { images: [] })).toEqual(['"Images" is required in a Gallery section.']);
    expect(problemsOf(gallery, { images })).toEqual([]);
  });

  it('says what each image shows in its Markdown version', async () => {
    const markdown = await gallery.markdown!(
      { id: 1, heading: 'Pictures', images: images.map((values, index) => ({ slot: index + 1, values })) } as never,
      { heading: (text: string | null) => (text ? `## ${text}` : ''), text: (text: string) => text } as never,
    );
    expect(markdown).toBe('## Pictures\n\n- Jars of glass (Smalti)\n\n- Tiles <b>cut</b>');
  });
});
