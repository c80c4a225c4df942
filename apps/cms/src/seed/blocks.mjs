/** Small builders for Block Editor documents, in the shape Directus 12's Editor.js stores. */
let counter = 0;
const nextId = () => `seed${(counter++).toString(36).padStart(6, '0')}`;
const align = { alignment: { alignment: 'left' } };

export const doc = (...blocks) => ({ time: 1764028800000, blocks, version: '2.31.2' });
export const h = (level, text) => ({ id: nextId(), type: 'header', data: { text, level }, tunes: align });
export const p = (text) => ({ id: nextId(), type: 'paragraph', data: { text }, tunes: align });
export const quote = (text, caption) => ({ id: nextId(), type: 'quote', data: { text, caption, alignment: 'left' }, tunes: align });
export const list = (style, items) => ({
  id: nextId(),
  type: 'nestedlist',
  data: { style, items: items.map((item) => (typeof item === 'string' ? { content: item, items: [] } : item)) },
});
export const checklist = (items) => ({
  id: nextId(),
  type: 'checklist',
  data: { items: items.map(([text, checked]) => ({ text, checked })) },
});
export const code = (text) => ({ id: nextId(), type: 'code', data: { code: text } });
export const delimiter = () => ({ id: nextId(), type: 'delimiter', data: {} });
export const table = (withHeadings, content) => ({ id: nextId(), type: 'table', data: { withHeadings, content } });
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
