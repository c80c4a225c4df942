/**
 * Walks a document's blocks: checks the envelope, finds each block's converter, groups toggle content and
 * reports every problem to one handler. Rendering and `validate` share this walk, so they always agree.
 */
import { BLOCKS } from './blocks/index.js';
import type { BlockDefinition, Content, RenderContext } from './blocks/types.js';
import { isData } from './check.js';
import { InvalidBlockError, InvalidDocumentError, ParserNotDefinedError, type ContentError } from './errors.js';
import type { Sink } from './sink.js';

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

/** Receives each problem; may throw it, or write something in the block's place into the sink (null when only validating). */
export type ProblemHandler = (error: ContentError, sink: Sink | null) => void;

/** Toggles inside toggles, capped so that a hostile chain of them cannot exhaust the stack. */
export const MAX_TOGGLE_DEPTH = 8;

const NO_CONTENT: Content = () => undefined;

/** Where a render writes, with what it needs from the caller's options. */
export interface Output {
  readonly context: RenderContext;
  readonly sink: Sink;
}

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
  private readonly output: Output | null;
  private readonly onProblem: ProblemHandler;
  private readonly issues: string[] = [];

  constructor(blocks: readonly unknown[], output: Output | null, onProblem: ProblemHandler) {
    this.blocks = blocks;
    this.output = output;
    this.onProblem = onProblem;
  }

  private problem(error: ContentError): void {
    this.onProblem(error, this.output?.sink ?? null);
  }

  /** Converts the block at `index` (with its content); returns the index after it. */
  block(index: number, depth: number): number {
    const block = this.blocks[index];
    const next = index + 1;
    if (!isData(block) || typeof block.type !== 'string') {
      this.problem(new InvalidBlockError(index, null, ['a block must be an object with a string "type"']));
      return next;
    }
    const { type } = block;
    const definition = BLOCKS.get(type);
    if (definition === undefined) {
      this.problem(new ParserNotDefinedError(index, type));
      return next;
    }
    // One issue list serves every block: it is only written to, and emptied, when a block fails.
    const issues = this.issues;
    const model = definition.read(block.data, block.tunes, issues);
    if (model === undefined) {
      this.problem(new InvalidBlockError(index, type, issues.splice(0)));
      return next;
    }
    const count = definition.contentCount?.(model) ?? 0;
    if (count > 0) return this.container(definition, model, index, type, count, depth);
    if (this.output !== null) definition.render(model, this.output.context, this.output.sink, NO_CONTENT);
    return next;
  }

  /**
   * A block with content blocks (a toggle), which are walked where it places them. Apart from
   * {@link block}, whose every call would otherwise allocate the closure's variables, though almost no
   * block has content.
   */
  private container(
    definition: BlockDefinition<unknown>,
    model: unknown,
    index: number,
    type: string,
    count: number,
    depth: number,
  ): number {
    if (depth >= MAX_TOGGLE_DEPTH) {
      const issue = `toggles must not be nested more than ${MAX_TOGGLE_DEPTH} deep`;
      this.problem(new InvalidBlockError(index, type, [issue]));
      return index + 1;
    }
    let end = index + 1;
    const content: Content = () => {
      for (let n = 0; n < count && end < this.blocks.length; n++) end = this.block(end, depth + 1);
    };
    if (this.output === null) content();
    else definition.render(model, this.output.context, this.output.sink, content);
    return end;
  }

  run(): void {
    for (let index = 0; index < this.blocks.length;) index = this.block(index, 0);
  }
}

/**
 * Converts a document into `output`, or only checks it when that is null. Every problem goes to
 * `onProblem`, which may write something in the failed block's (or the whole document's) place.
 */
export function convertDocument(document: unknown, output: Output | null, onProblem: ProblemHandler): void {
  const blocks = blocksOf(document);
  if (blocks instanceof InvalidDocumentError) onProblem(blocks, output?.sink ?? null);
  else new Walker(blocks, output, onProblem).run();
}
