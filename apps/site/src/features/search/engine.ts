import MiniSearch, { type SearchResult } from 'minisearch';

/** What the search can find, as the index keeps it. */
export interface SearchDocument {
  /** Unique across kinds: `post:12`. */
  id: string;
  kind: 'page' | 'post' | 'product';
  /** The language it is written in (a language code); a search finds the documents of one language. */
  language: string;
  title: string;
  /** Everything else a visitor can read on it, as plain text. */
  text: string;
  /** Where it lives on the site, language prefix included (/de/posts/…). */
  path: string;
  /** Publication (posts) or last change (pages), ISO 8601; null when it has none. */
  date: string | null;
  membersOnly: boolean;
}

/** A piece of a title or snippet; `match` pieces are shown in `<mark>`. */
export interface TextPiece {
  text: string;
  match: boolean;
}

export interface SearchHit {
  document: SearchDocument;
  score: number;
  title: TextPiece[];
  snippet: TextPiece[];
}

export interface ResultsPage {
  hits: SearchHit[];
  total: number;
  pageCount: number;
}

export const RESULTS_PER_PAGE = 10;
/** About two lines of text around the first match. */
const SNIPPET_LENGTH = 180;
/** A match in the title counts this many times one in the text. */
const TITLE_BOOST = 3;

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without diacritics, so "Zürich", "ZURICH" and "zurich" are one word. */
export function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Words are runs of letters and digits; everything else (operators, quotes, markup, symbols) only separates them. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Typos allowed per query word: none below 4 letters (too many short words are one edit apart), one up to 5,
 * two from 6 ("mosiac" is two edits from "mosaic": a swap is two substitutions).
 */
export function allowedTypos(term: string): number | false {
  if (term.length < 4) return false;
  return term.length < 6 ? 1 : 2;
}

/**
 * The site's search index (MiniSearch: an in-memory inverted index with prefix and fuzzy lookup in a radix tree).
 * Ranking is MiniSearch's BM25+, with a boost for the title, and the newer item first among equal scores.
 */
export class SiteSearch {
  readonly #index: MiniSearch<SearchDocument>;
  readonly #documents = new Map<string, SearchDocument>();
  /** Dates as numbers for the tie-break (0 when there is none). */
  readonly #times = new Map<string, number>();

  constructor(documents: readonly SearchDocument[] = []) {
    this.#index = new MiniSearch<SearchDocument>({
      fields: ['title', 'text'],
      tokenize: words,
      processTerm: fold,
      searchOptions: { boost: { title: TITLE_BOOST }, prefix: true, fuzzy: allowedTypos, combineWith: 'AND' },
    });
    this.#remember(documents);
    this.#index.addAll(documents);
  }

  /**
   * The same index, built in chunks that yield to the event loop between them: a build of 10,000 posts takes about
   * two seconds of CPU, during which the server keeps answering other requests.
   */
  static async build(documents: readonly SearchDocument[]): Promise<SiteSearch> {
    const search = new SiteSearch();
    search.#remember(documents);
    await search.#index.addAllAsync(documents, { chunkSize: 200 });
    return search;
  }

  #remember(documents: readonly SearchDocument[]): void {
    for (const document of documents) {
      this.#documents.set(document.id, document);
      this.#times.set(document.id, document.date ? Date.parse(document.date) || 0 : 0);
    }
  }

  get size(): number {
    return this.#documents.size;
  }

  /**
   * One page of results for `query`; `member` decides whether members-only pages may be found, `language` (when
   * given) the language of the documents found. Every word must match (by prefix or with a typo); if no item has
   * them all, items with some of them are shown.
   */
  search(
    query: string,
    { member, language, page = 1, perPage = RESULTS_PER_PAGE }: { member: boolean; language?: string; page?: number; perPage?: number },
  ): ResultsPage {
    const terms = words(query);
    if (terms.length === 0) return { hits: [], total: 0, pageCount: 0 };
    const visible = (result: SearchResult) => {
      const document = this.#documents.get(result.id as string)!;
      return (member || !document.membersOnly) && (language === undefined || document.language === language);
    };
    let results = this.#index.search(terms.join(' '), { filter: visible });
    if (results.length === 0 && terms.length > 1) results = this.#index.search(terms.join(' '), { filter: visible, combineWith: 'OR' });
    const times = this.#times;
    const ranked = results.sort((a, b) => b.score - a.score || times.get(b.id as string)! - times.get(a.id as string)!);
    const start = (page - 1) * perPage;
    const hits = ranked.slice(start, start + perPage).map((result) => {
      const document = this.#documents.get(result.id as string)!;
      const matched = new Set(result.terms);
      return { document, score: result.score, title: highlight(document.title, matched), snippet: snippet(document.text, matched) };
    });
    return { hits, total: ranked.length, pageCount: Math.ceil(ranked.length / perPage) };
  }
}

/** `text` cut into pieces, the words whose folded form is in `matched` marked. */
export function highlight(text: string, matched: ReadonlySet<string>): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const word of text.matchAll(WORD)) {
    if (!matched.has(fold(word[0]))) continue;
    if (word.index > last) pieces.push({ text: text.slice(last, word.index), match: false });
    pieces.push({ text: word[0], match: true });
    last = word.index + word[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), match: false });
  return pieces;
}

/**
 * About SNIPPET_LENGTH characters of `text` around its first matched word (from the start when only the title
 * matched), cut at word boundaries, with an ellipsis where text was left out, matched words marked.
 */
export function snippet(text: string, matched: ReadonlySet<string>): TextPiece[] {
  if (text.length <= SNIPPET_LENGTH) return highlight(text, matched);
  let first = 0;
  for (const word of text.matchAll(WORD)) {
    if (matched.has(fold(word[0]))) {
      first = word.index;
      break;
    }
  }
  let start = Math.max(0, Math.min(first - SNIPPET_LENGTH / 3, text.length - SNIPPET_LENGTH));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const pieces = highlight(text.slice(start, end).trim(), matched);
  if (start > 0) pieces.unshift({ text: '… ', match: false });
  if (end < text.length) pieces.push({ text: ' …', match: false });
  return pieces;
}
