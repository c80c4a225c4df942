import { markdownLink, markdownText } from '@tessera/blocks';

/** What a Markdown version says about its page before the content, as YAML front matter. */
export interface FrontMatter {
  title: string;
  description?: string | null;
  /** The page's language (its code, `de`). */
  language: string;
  /** The HTML page's canonical URL. */
  canonical: string;
  /** ISO 8601. */
  published?: string | null;
  updated?: string | null;
  author?: string | null;
  categories?: readonly string[];
  /** An absolute image URL. */
  image?: string | null;
}

/**
 * A YAML double-quoted scalar holding `text` exactly: backslash, quote and every character YAML reads as a line break
 * or may refuse (C0 and C1 controls, DEL, U+2028/2029, the byte order mark) escaped, so that no text can end the
 * value, add a key or close the front matter.
 */
export function yamlString(text: string): string {
  return `"${text.replace(/[\\"\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/g, (character) => {
    if (character === '\\' || character === '"') return `\\${character}`;
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  })}"`;
}

/** The front matter block, `---` to `---`, with the fields that have a value, in a fixed order. */
export function frontMatter(fields: FrontMatter): string {
  const lines = ['---'];
  const add = (key: string, value: string | null | undefined) => {
    if (value) lines.push(`${key}: ${yamlString(value)}`);
  };
  add('title', fields.title);
  add('description', fields.description);
  add('language', fields.language);
  add('canonical', fields.canonical);
  add('published', fields.published);
  add('updated', fields.updated);
  add('author', fields.author);
  if (fields.categories && fields.categories.length > 0) {
    lines.push('categories:', ...fields.categories.map((category) => `  - ${yamlString(category)}`));
  }
  add('image', fields.image);
  lines.push('---');
  return lines.join('\n');
}

/** A whole Markdown version: front matter, the title as its heading, then the content's blocks. */
export function markdownDocument(fields: FrontMatter, blocks: readonly string[]): string {
  const parts = [frontMatter(fields), `# ${markdownText(fields.title)}`, ...blocks.map((block) => block.trim()).filter(Boolean)];
  return `${parts.join('\n\n')}\n`;
}

/** A heading of a part of a page (a section's), or nothing. */
export const sectionHeading = (text: string | null | undefined) => (text?.trim() ? `## ${markdownText(text)}` : '');

/** A list of links with plain-text labels, each followed by its plain-text note when it has one. */
export function linkList(items: readonly { label: string; url: string; note?: string | null }[]): string {
  return items
    .map(({ label, url, note }) => `- ${markdownLink(label, url)}${note?.trim() ? `: ${markdownText(oneLine(note))}` : ''}`)
    .join('\n');
}

/** At most this many characters of a description in a list. */
const NOTE_LENGTH = 200;

/** Text on one line, cut at a word to NOTE_LENGTH characters. */
export function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= NOTE_LENGTH) return line;
  const cut = line.slice(0, NOTE_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > NOTE_LENGTH / 2 ? cut.lastIndexOf(' ') : NOTE_LENGTH).trimEnd()}…`;
}
