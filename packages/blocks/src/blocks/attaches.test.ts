import { describe, expect, it } from 'vitest';
import { validate } from '../render.js';
import { doc, render, renderBlock } from '../testing/render.js';
import { formatBytes } from './attaches.js';

const ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const file = { url: `/assets/${ID}`, name: 'report.pdf', title: 'Report', extension: 'pdf', size: 1234567, width: null, height: null };

describe('attaches', () => {
  it('renders a download link with the title, extension and formatted size', () => {
    expect(renderBlock('attaches', { file, title: 'Annual <b>report</b> &amp; notes' })).toBe(
      `<p class="attachment"><a href="/assets/${ID}" download="">Annual report &amp; notes</a> <span class="attachment-details">PDF, 1.2 MB</span></p>`,
    );
  });

  it('falls back to the file title, then its name, and omits missing details', () => {
    expect(renderBlock('attaches', { file: { url: `/assets/${ID}`, title: 'T', name: 'n.txt' } })).toBe(
      `<p class="attachment"><a href="/assets/${ID}" download="">T</a></p>`,
    );
    expect(renderBlock('attaches', { file: { url: 'https://files.example/n.txt', name: 'n.txt', size: 0 }, title: '' })).toBe(
      '<p class="attachment"><a href="https://files.example/n.txt" download="">n.txt</a> <span class="attachment-details">0 B</span></p>',
    );
  });

  it('builds asset links with resolveAsset', () => {
    expect(render(doc({ type: 'attaches', data: { file } }), { resolveAsset: (id) => `https://cms.example/assets/${id}` })).toContain(
      `href="https://cms.example/assets/${ID}"`,
    );
  });

  it('refuses unsafe file URLs', () => {
    expect(validate(doc({ type: 'attaches', data: { file: { url: 'javascript:alert(1)' } } }))).toEqual([
      { index: 0, type: 'attaches', message: 'data.file.url must be an http(s) URL or a Directus asset path (/assets/<id>)' },
    ]);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1 kB'],
    [1234, '1.2 kB'],
    [12345, '12 kB'],
    [999_999, '1 MB'],
    [1_234_567, '1.2 MB'],
    [5e15, '5000 TB'],
  ])('formats %d as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
