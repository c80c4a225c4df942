import { videoOfUrl, type BlockDocument } from '@tessera/blocks';
import type { SectionProps } from '../../kit.js';
import type { VideoValues } from './definition.js';

/** The caption as the embed block's inline markup holds it: the editor's plain text, escaped. */
const asInlineMarkup = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * One video behind the site's video facade: the section is rendered as a Block Editor embed, so the facade, its
 * poster route and its player island are the ones posts use (nothing is requested from the video host until play).
 */
export default function Video({ section, kit, edit, root }: SectionProps<VideoValues>) {
  const { BlockContent, editable } = kit;
  const video = section.url ? videoOfUrl(section.url) : undefined;
  if (!video) return null;
  const document: BlockDocument = {
    blocks: [
      {
        id: `video-${section.id}`,
        type: 'embed',
        data: { service: video.service, source: section.url, embed: section.url, caption: asInlineMarkup(section.caption ?? '') },
      },
    ],
  };
  return (
    <section className="container section video" {...root} {...editable(edit(['heading', 'url', 'caption']))}>
      {section.heading && <h2 {...editable(edit(['heading']))}>{section.heading}</h2>}
      <div className="video__player" {...editable(edit(['url', 'caption']))}>
        <BlockContent document={document} />
      </div>
    </section>
  );
}
