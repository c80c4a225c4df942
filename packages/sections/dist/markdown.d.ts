import { type PageSectionLink } from './content.js';
import type { MarkdownKit } from './kit.js';
/** A page's section in its Markdown version, as its type writes it; nothing for an unknown type or one without. */
export declare function sectionMarkdown(link: PageSectionLink, kit: MarkdownKit): Promise<string>;
