import { renderToReact } from '@tessera/blocks';
import { Video } from '@/features/video';
import type { BlockDocument } from '@/lib/content';

/**
 * Renders a Block Editor document on the server. An invalid block never takes the page down: in
 * development it shows a notice with the problem, in production it is left out and logged once.
 * Videos get the site's privacy-friendly player (features/video).
 */
export function BlockContent({ document }: { document: BlockDocument }) {
  return renderToReact(document, {
    onInvalidBlock: process.env.NODE_ENV === 'production' ? 'omit' : 'notice',
    components: { Video },
  });
}
