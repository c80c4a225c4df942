import { UNSUPPORTED_EMBED_MESSAGE } from '@tessera/blocks';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SectionKit } from '../../kit.js';
import { testKit } from '../../testing/kit.js';
import { problemsOf, rowOf } from '../../testing/render.js';
import { SectionView } from '../../render.js';
import { video } from './definition.js';

/** The Block Editor document the section hands to the site's renderer (whose embed is the video facade). */
async function documentOf(values: Record<string, unknown>) {
  let seen: unknown;
  const kit: SectionKit = {
    ...testKit,
    BlockContent: ({ document }) => {
      seen = document;
      return null;
    },
  };
  renderToStaticMarkup(<>{await SectionView({ link: { id: 1, sort: 1, sections_id: rowOf(video, values) }, isFirst: false, kit })}</>);
  return seen as { blocks: { type: string; data: Record<string, unknown> }[] } | undefined;
}

describe('the video section', () => {
  it('accepts YouTube and Vimeo addresses in their usual forms', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/76979871?h=abc123',
    ])
      expect(problemsOf(video, { url }), url).toEqual([]);
  });

  it('refuses any other address with the specification’s words', () => {
    for (const url of [
      'https://www.dailymotion.com/video/x7tgad0',
      'https://evil.example/watch?v=aqz-KE-bpKQ',
      'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
      'javascript:alert(1)//youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com/watch?v=<script>',
      'not a url',
    ])
      expect(problemsOf(video, { url }), url).toEqual([UNSUPPORTED_EMBED_MESSAGE]);
    expect(problemsOf(video, {})).toEqual(['"Video URL" is required in a Video section.']);
  });

  it('hands the site an embed block of the video, its caption as escaped text', async () => {
    const document = await documentOf({ url: 'https://vimeo.com/76979871', caption: 'Slow <b>work</b> & more' });
    expect(document?.blocks).toEqual([
      expect.objectContaining({
        type: 'embed',
        data: expect.objectContaining({ service: 'vimeo', caption: 'Slow &lt;b&gt;work&lt;/b&gt; &amp; more' }),
      }),
    ]);
  });

  it('shows nothing for an address stored before the check', async () => {
    expect(await documentOf({ url: 'https://evil.example/video' })).toBeUndefined();
  });
});
