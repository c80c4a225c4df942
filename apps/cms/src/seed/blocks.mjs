/** Small builders for Block Editor documents, in the shape Directus 12's Editor.js stores. */

/** @typedef {import('@tessera/blocks').BlockDocument} BlockDocument */
/** @typedef {import('@tessera/blocks').EditorBlock} EditorBlock */
/** @typedef {{ content: string, items: ListItem[] }} ListItem a nested list's item, with its own items */
/** @typedef {import('./images.mjs').DemoFile} DemoFile */

let counter = 0;
const nextId = () => `seed${(counter++).toString(36).padStart(6, '0')}`;
const align = { alignment: { alignment: 'left' } };

/**
 * @param {...EditorBlock} blocks
 * @returns {BlockDocument}
 */
export const doc = (...blocks) => ({ time: 1764028800000, blocks, version: '2.31.2' });
/**
 * @param {1 | 2 | 3 | 4 | 5 | 6} level
 * @param {string} text
 */
export const h = (level, text) => ({ id: nextId(), type: 'header', data: { text, level }, tunes: align });
/** @param {string} text */
export const p = (text) => ({ id: nextId(), type: 'paragraph', data: { text }, tunes: align });
/**
 * @param {string} text
 * @param {string} caption
 */
export const quote = (text, caption) => ({ id: nextId(), type: 'quote', data: { text, caption, alignment: 'left' }, tunes: align });
/**
 * @param {'ordered' | 'unordered'} style
 * @param {(string | ListItem)[]} items a string for an item without items of its own
 */
export const list = (style, items) => ({
  id: nextId(),
  type: 'nestedlist',
  data: { style, items: items.map((item) => (typeof item === 'string' ? { content: item, items: [] } : item)) },
});
/** @param {[text: string, checked: boolean][]} items */
export const checklist = (items) => ({
  id: nextId(),
  type: 'checklist',
  data: { items: items.map(([text, checked]) => ({ text, checked })) },
});
/** @param {string} text */
export const code = (text) => ({ id: nextId(), type: 'code', data: { code: text } });
export const delimiter = () => ({ id: nextId(), type: 'delimiter', data: {} });
/**
 * @param {boolean} withHeadings
 * @param {string[][]} content rows of cells
 */
export const table = (withHeadings, content) => ({ id: nextId(), type: 'table', data: { withHeadings, content } });
/**
 * @param {DemoFile} file
 * @param {string} caption
 */
export const image = (file, caption) => ({
  id: nextId(),
  type: 'image',
  data: {
    caption,
    file: {
      width: file.width,
      height: file.height,
      size: file.filesize,
      name: file.filename_download,
      title: file.title,
      extension: 'jpg',
      fileId: file.id,
      fileURL: `/files/${file.id}`,
      url: `/assets/${file.id}`,
    },
  },
});
/**
 * @param {string} videoId
 * @param {string} [caption]
 */
export const youtube = (videoId, caption = '') => ({
  id: nextId(),
  type: 'embed',
  data: {
    service: 'youtube',
    source: `https://www.youtube.com/watch?v=${videoId}`,
    embed: `https://www.youtube.com/embed/${videoId}`,
    width: 580,
    height: 320,
    caption,
  },
});
/**
 * @param {string} videoId
 * @param {string} [caption]
 */
export const vimeo = (videoId, caption = '') => ({
  id: nextId(),
  type: 'embed',
  data: {
    service: 'vimeo',
    source: `https://vimeo.com/${videoId}`,
    embed: `https://player.vimeo.com/video/${videoId}?title=0&amp;byline=0`,
    width: 580,
    height: 320,
    caption,
  },
});
