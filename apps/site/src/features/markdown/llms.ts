import { markdownText } from '@tessera/blocks';
import { linkList } from './document';

/** A page, post or product as llms.txt lists it: its title, its Markdown version's absolute URL, a description. */
export interface LlmsEntry {
  title: string;
  url: string;
  description?: string | null;
}

export interface LlmsIndex {
  /** The site's name and description (site settings). */
  name: string;
  description: string | null;
  pages: readonly LlmsEntry[];
  /** Newest first. */
  posts: readonly LlmsEntry[];
  products: readonly LlmsEntry[];
}

/**
 * An llms.txt (llmstxt.org): the site's name as its heading, its description as a quote, then a section each for the
 * pages, the posts and the products that there are, each a list of `[title](url): description`.
 */
export function llmsTxt({ name, description, pages, posts, products }: LlmsIndex): string {
  const parts = [`# ${markdownText(name)}`];
  if (description?.trim()) parts.push(`> ${markdownText(description.replace(/\s+/g, ' '))}`);
  for (const [heading, entries] of [
    ['Pages', pages],
    ['Posts', posts],
    ['Products', products],
  ] as const) {
    if (entries.length > 0)
      parts.push(`## ${heading}`, linkList(entries.map((entry) => ({ label: entry.title, url: entry.url, note: entry.description }))));
  }
  return `${parts.join('\n\n')}\n`;
}

/** The most an llms-full.txt holds, in bytes of UTF-8 (1 MB: well within what assistants take in one fetch). */
export const LLMS_FULL_MAX_BYTES = 1_000_000;

/**
 * An llms-full.txt: the llms.txt's heading and quote (`head`), then whole documents in the order given (each read only
 * when its turn comes), up to `maxBytes`. A document that would pass the bound is left out with all after it, never
 * cut, and the file then ends with `cutNote(count left out)`, which says where the rest are listed.
 */
export async function llmsFullTxt(
  head: string,
  documents: readonly (() => Promise<string | null>)[],
  cutNote: (leftOut: number) => string,
  maxBytes = LLMS_FULL_MAX_BYTES,
): Promise<string> {
  let text = `${head.trim()}\n`;
  let bytes = Buffer.byteLength(text);
  for (let i = 0; i < documents.length; i++) {
    const document = await documents[i]!();
    if (document === null) continue;
    const part = `\n${document.trim()}\n`;
    const size = Buffer.byteLength(part);
    if (bytes + size > maxBytes) return `${text}\n${cutNote(documents.length - i)}\n`;
    text += part;
    bytes += size;
  }
  return text;
}
