import { isData } from './check.js';
import { fileSource } from './urls.js';

/** An image block whose picture is a pasted URL of another site: its index in the document, and that URL. */
export interface PastedImage {
  readonly index: number;
  readonly url: string;
}

/**
 * The image blocks of a document whose picture is a pasted http(s) URL rather than a file of the library, read as the
 * image block reads them (the file's URL first, then the block's own). The CMS imports these into the file library at
 * save, and its set-up brings in those saved before it did; the renderer shows any left as links, never as images.
 */
export function pastedImages(document: unknown): PastedImage[] {
  const blocks = isData(document) ? document.blocks : undefined;
  if (!Array.isArray(blocks)) return [];
  const found: PastedImage[] = [];
  blocks.forEach((block: unknown, index) => {
    if (!isData(block) || block.type !== 'image' || !isData(block.data)) return;
    const { file, url: own } = block.data;
    const url = isData(file) ? file.url : own;
    if (typeof url === 'string' && fileSource(url)?.kind === 'remote') found.push({ index, url });
  });
  return found;
}
