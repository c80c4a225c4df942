// A stand-in for the site's Markdown kit in the package's tests: plain Markdown, no site to ask.
import type { MarkdownKit } from '../kit.js';

const paragraphs = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .join('\n\n');

export const testMarkdownKit: MarkdownKit = {
  heading: (text) => (text ? `## ${text}` : ''),
  paragraphs,
  text: (text) => text,
  link: (label, url) => `[${label}](${url})`,
  linkList: (links) => links.map(({ label, url }) => `- [${label}](${url})`).join('\n'),
  blocks: (document) => (document ? `(${document.blocks.length} blocks)` : ''),
  t: (key) => key,
  page: { title: 'A page', url: 'https://example.test/a-page' },
  latestPosts: async () => [],
  locations: async () => '',
  product: async () => '',
  formTitle: () => null,
};
