/**
 * Walks a document's blocks: checks the envelope, finds each block's converter, groups toggle content and
 * reports every problem to one handler. Rendering and `validate` share this walk, so they always agree.
 */
import { BLOCKS } from './blocks/index.js';
import type { RenderContext } from './blocks/types.js';
import { isData } from './check.js';
import { InvalidBlockError, InvalidDocumentError, ParserNotDefinedError, type ContentError } from './errors.js';
import type { Node } from './tree.js';

/** A Block Editor document as Directus stores it; the render functions accept `unknown` and check it. */
export interface BlockDocument {
  readonly time?: number;
  readonly version?: string;
  readonly blocks: readonly EditorBlock[];
}

export interface EditorBlock {
  readonly id?: string;
  readonly type: string;
  readonly data: unknown;
  readonly tunes?: unknown;
}

/** Receives each problem; may throw it, or return a node to show in the block's place. */
export type ProblemHandler = (error: ContentError) => Node | undefined;

/** Toggles inside toggles, capped so that a hostile chain of them cannot exhaust the stack. */
export const MAX_TOGGLE_DEPTH = 8;

const NO_CONTENT: Node[] = [];

/** The blocks of a document; null, undefined and a document without `blocks` are empty. */
function blocksOf(document: unknown): readonly unknown[] | InvalidDocumentError {
  if (document === null || document === undefined) return [];
  if (!isData(document)) return new InvalidDocumentError('The document must be an object with a "blocks" array');
  const { blocks } = document;
  if (blocks === undefined || blocks === null) return [];
  return Array.isArray(blocks) ? blocks : new InvalidDocumentError('The document\'s "blocks" must be an array');
}

class Walker {
  private readonly blocks: readonly unknown[];
  /** Null when only validating: models are read but nothing is rendered. */
  private readonly context: RenderContext | null;
  private readonly onProblem: ProblemHandler;
  private readonly issues: string[] = [];

  constructor(blocks: readonly unknown[], context: RenderContext | null, onProblem: ProblemHandler) {
    this.blocks = blocks;
    this.context = context;
    this.onProblem = onProblem;
  }

  private problem(error: ContentError, out: Node[]): void {
    const node = this.onProblem(error);
    if (node !== undefined) out.push(node);
  }

  /** Converts the block at `index` (with its content) into `out`; returns the index after it. */
  block(index: number, out: Node[], depth: number): number {
    const block = this.blocks[index];
    const next = index + 1;
    if (!isData(block) || typeof block.type !== 'string') {
      this.problem(new InvalidBlockError(index, null, ['a block must be an object with a string "type"']), out);
      return next;
    }
    const { type } = block;
    const definition = BLOCKS.get(type);
    if (definition === undefined) {
      this.problem(new ParserNotDefinedError(index, type), out);
      return next;
    }
    // One issue list serves every block: it is only written to, and emptied, when a block fails.
    const issues = this.issues;
    const model = definition.read(block.data, block.tunes, issues);
    if (model === undefined) {
      this.problem(new InvalidBlockError(index, type, issues.splice(0)), out);
      return next;
    }
    const count = definition.contentCount?.(model) ?? 0;
    if (count > 0 && depth >= MAX_TOGGLE_DEPTH) {
      const issue = `toggles must not be nested more than ${MAX_TOGGLE_DEPTH} deep`;
      this.problem(new InvalidBlockError(index, type, [issue]), out);
      return next;
    }
    const content: Node[] = count === 0 ? NO_CONTENT : [];
    let end = next;
    for (let n = 0; n < count && end < this.blocks.length; n++) end = this.block(end, content, depth + 1);
    if (this.context !== null) out.push(definition.render(model, this.context, content));
    return end;
  }

  run(): Node[] {
    const out: Node[] = [];
    for (let index = 0; index < this.blocks.length;) index = this.block(index, out, 0);
    return out;
  }
}

/**
 * Converts a document into output nodes, or only checks it when `context` is null. Every problem goes to
 * `onProblem`; a node it returns takes the failed block's (or the whole document's) place.
 */
export function convertDocument(document: unknown, context: RenderContext | null, onProblem: ProblemHandler): Node[] {
  const blocks = blocksOf(document);
  if (blocks instanceof InvalidDocumentError) {
    const node = onProblem(blocks);
    return node === undefined ? [] : [node];
  }
  return new Walker(blocks, context, onProblem).run();
}
