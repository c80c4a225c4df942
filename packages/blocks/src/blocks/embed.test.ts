import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UNSUPPORTED_EMBED_MESSAGE } from '../errors.js';
import type { VideoProps } from '../react.js';
import { renderToReact, validate } from '../render.js';
import { doc, renderBlock } from '../testing/render.js';

const youtube = {
  service: 'youtube',
  source: 'https://youtu.be/dQw4w9WgXcQ',
  embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=1&amp;rel=0',
  width: 580,
  height: 320,
  caption: 'A <i>song</i>',
};

describe('embed', () => {
  it('renders a plain link rebuilt from the video id, with the caption, by default', () => {
    expect(renderBlock('embed', youtube)).toBe(
      '<figure class="embed embed--youtube"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener noreferrer">Watch on YouTube</a>' +
        '<figcaption>A <i>song</i></figcaption></figure>',
    );
    expect(renderBlock('embed', { service: 'vimeo', embed: 'https://player.vimeo.com/video/1?h=abc123&amp;x=1', caption: '' })).toBe(
      '<figure class="embed embed--vimeo"><a href="https://vimeo.com/1/abc123" rel="noopener noreferrer">Watch on Vimeo</a></figure>',
    );
  });

  it('falls back to the source URL when the embed URL has no id', () => {
    expect(renderBlock('embed', { ...youtube, embed: 'https://www.youtube.com/embed/bad' })).toContain('watch?v=dQw4w9WgXcQ');
  });

  it('hands the site’s Video component only validated props', () => {
    const seen: VideoProps[] = [];
    const Video = (props: VideoProps) => {
      seen.push(props);
      return createElement('div', { 'data-video': props.id }, props.caption);
    };
    const html = renderToStaticMarkup(renderToReact(doc({ type: 'embed', data: youtube }), { components: { Video } }));
    expect(html).toBe('<div data-video="dQw4w9WgXcQ"><span>A <i>song</i></span></div>');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      service: 'youtube',
      id: 'dQw4w9WgXcQ',
      hash: undefined,
      width: 580,
      height: 320,
      captionText: 'A song',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
  });

  it(`refuses other services with exactly "${UNSUPPORTED_EMBED_MESSAGE}"`, () => {
    for (const data of [{ service: 'codepen', embed: 'https://codepen.io/x', width: 'bad' }, { service: 'YouTube' }, {}]) {
      expect(validate(doc({ type: 'embed', data }))).toEqual([{ index: 0, type: 'embed', message: UNSUPPORTED_EMBED_MESSAGE }]);
    }
  });

  it('refuses URLs without a video of the service, never passing them through', () => {
    expect(validate(doc({ type: 'embed', data: { service: 'youtube', embed: 'javascript:alert(1)' } }))).toEqual([
      { index: 0, type: 'embed', message: 'data.embed or data.source must be a YouTube video URL' },
    ]);
    expect(validate(doc({ type: 'embed', data: { service: 'vimeo', embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ' } }))).toEqual([
      { index: 0, type: 'embed', message: 'data.embed or data.source must be a Vimeo video URL' },
    ]);
    expect(validate(doc({ type: 'embed', data: { ...youtube, width: '100%' } }))).toEqual([
      { index: 0, type: 'embed', message: 'data.width must be an integer of at least 1' },
    ]);
  });
});
