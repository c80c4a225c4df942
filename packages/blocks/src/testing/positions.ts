// Where a block takes text, for tests that put hostile text in every such place (the XSS and Markdown tests).

/** A library asset's address, as a file block holds it. */
const ASSET = '/assets/4f2a7c1e-8b3d-4e6f-9a0b-1c2d3e4f5a6b';

/** Every place a block takes text, with `text` put there. */
export function textPositions(text: string): Record<string, { type: string; data: unknown }> {
  return {
    header: { type: 'header', data: { text, level: 3 } },
    paragraph: { type: 'paragraph', data: { text } },
    list: { type: 'list', data: { style: 'ordered', items: [text, text] } },
    nestedlist: { type: 'nestedlist', data: { style: 'unordered', items: [{ content: text, items: [{ content: text }] }] } },
    checklist: { type: 'checklist', data: { items: [{ text, checked: true }] } },
    'quote text': { type: 'quote', data: { text, caption: '' } },
    'quote caption': { type: 'quote', data: { text: 'q', caption: text } },
    code: { type: 'code', data: { code: text } },
    'image caption': { type: 'image', data: { caption: text, file: { url: ASSET, width: 10 } } },
    'image title': { type: 'image', data: { caption: '', file: { url: ASSET, title: text } } },
    'table cell': { type: 'table', data: { withHeadings: true, content: [[text], [text]] } },
    'attaches title': { type: 'attaches', data: { title: text, file: { url: ASSET, name: text, extension: text } } },
    'embed caption': { type: 'embed', data: { service: 'vimeo', embed: 'https://vimeo.com/1', caption: text } },
    'toggle text': { type: 'toggle', data: { text, items: 0 } },
  };
}
