import { describe, expect, it } from 'vitest';
import { defaultResolveAsset, renderToHtml, validate } from '../render.js';
import { doc, render, renderBlock } from '../testing/render.js';
import type { ResolveAsset } from './types.js';

const ID = '4f2a7c1e-8b3d-4e6f-9a0b-1c2d3e4f5a6b';
const asset = (width: number): string => `/assets/${ID}?width=${width}`;

describe('image', () => {
  it('renders a Directus asset with srcset capped at its intrinsic width, alt from the caption text', () => {
    const html = renderBlock('image', {
      caption: 'A <b>lake</b>',
      file: { url: `/assets/${ID}`, width: 1000, height: 500, title: 'Lake', fileId: ID },
    });
    expect(html).toBe(
      `<figure class="image"><img src="/assets/${ID}" srcSet="${asset(320)} 320w, ${asset(640)} 640w, ${asset(960)} 960w, ${asset(1000)} 1000w" ` +
        'sizes="(max-width: 1000px) 100vw, 1000px" width="1000" height="500" alt="A lake" loading="lazy" decoding="async"/>' +
        '<figcaption>A <b>lake</b></figcaption></figure>',
    );
  });

  it('offers every candidate width for large or unsized assets, and falls back to the title for alt', () => {
    const large = renderBlock('image', { file: { url: `/assets/${ID}`, width: 4000, title: 'T' } });
    expect(large).toContain(`${asset(1920)} 1920w" sizes="(max-width: 4000px) 100vw, 4000px" width="4000" alt="T"`);
    expect(large).not.toContain('4000w');
    const unsized = renderBlock('image', { file: { url: `/assets/${ID}` } });
    expect(unsized).toContain(
      `${asset(320)} 320w, ${asset(640)} 640w, ${asset(960)} 960w, ${asset(1280)} 1280w, ${asset(1920)} 1920w" sizes="100vw" alt=""`,
    );
  });

  it('renders a pasted URL of another origin as a link to it, never as an image', () => {
    expect(renderBlock('image', { url: 'https://img.example/a.png?x=1&y=2', caption: 'A <b>lake</b>' })).toBe(
      '<figure class="image image--link"><a href="https://img.example/a.png?x=1&amp;y=2" rel="noopener noreferrer">Image on img.example</a>' +
        '<figcaption>A <b>lake</b></figcaption></figure>',
    );
    const pasted = renderBlock('image', { file: { url: 'https://img.example:8443/b.png' }, url: 'https://ignored.example/' });
    expect(pasted).toContain('href="https://img.example:8443/b.png"');
    expect(pasted).not.toContain('<img');
  });

  it('maps border, background and stretch toggles to classes; absent means false', () => {
    const file = { url: `/assets/${ID}` };
    expect(renderBlock('image', { file, withBorder: true, withBackground: true, stretched: true })).toContain(
      '<figure class="image image--border image--background image--stretched">',
    );
    expect(renderBlock('image', { file, withBorder: false })).toContain('<figure class="image">');
  });

  it('uses resolveAsset, imageSizes and eagerFirstImage', () => {
    const blocks = [1, 2].map(() => ({ type: 'image', data: { file: { url: `/assets/${ID}`, width: 320 } } }));
    const html = render(doc(...blocks), {
      resolveAsset: (id, { width }) => `https://cdn.example/${id}${width === undefined ? '' : `/w${width}`}`,
      imageSizes: '(min-width: 800px) 720px, 100vw',
    });
    expect(html).toContain(
      `src="https://cdn.example/${ID}" srcSet="https://cdn.example/${ID}/w320 320w" sizes="(min-width: 800px) 720px, 100vw"`,
    );
    // React also emits a preload link for eager images, so only the HTML output is compared here.
    const eager = renderToHtml(doc(...blocks), { eagerFirstImage: true });
    expect(eager.split('loading="eager" fetchPriority="high" decoding="async"')).toHaveLength(2);
    expect(eager.split('loading="lazy" decoding="async"')).toHaveLength(2);
  });

  it("builds the default resolver's srcset from constant pieces exactly as calling the resolver for each width would", () => {
    // A resolver that is not the default one (by identity) but answers as it does takes the general path.
    const delegating: ResolveAsset = (id, options) => defaultResolveAsset(id, options);
    for (const width of [undefined, 1, 320, 321, 1000, 1280, 1920, 4000]) {
      const image = doc({ type: 'image', data: { file: { url: `/assets/${ID.toUpperCase()}`, width } } });
      expect(renderToHtml(image)).toBe(renderToHtml(image, { resolveAsset: delegating }));
    }
  });

  it('refuses URLs that are neither http(s) nor Directus assets, naming the field', () => {
    expect(validate(doc({ type: 'image', data: { file: { url: 'javascript:alert(1)' } } }))).toEqual([
      { index: 0, type: 'image', message: 'data.file.url must be an http(s) URL or a Directus asset path (/assets/<id>)' },
    ]);
    expect(validate(doc({ type: 'image', data: { url: 'data:image/png;base64,AAAA' } }))).toEqual([
      { index: 0, type: 'image', message: 'data.url must be an http(s) URL or a Directus asset path (/assets/<id>)' },
    ]);
    expect(validate(doc({ type: 'image', data: { caption: 'x' } }))).toEqual([
      { index: 0, type: 'image', message: 'data.file.url or data.url must be a string' },
    ]);
    expect(validate(doc({ type: 'image', data: { file: { url: '/x', width: -1 }, withBorder: 'yes' } }))).toEqual([
      {
        index: 0,
        type: 'image',
        message: 'data.file.width must be an integer of at least 1; data.withBorder must be true or false',
      },
    ]);
  });
});
