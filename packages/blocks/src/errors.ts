/** The specification's message for an embed of any other service, word for word. */
export const UNSUPPORTED_EMBED_MESSAGE = 'Only YouTube and Vimeo embeds are supported right now';

/**
 * A problem in a document. `index` is the block's position in `blocks` and `type` its type; both are null
 * for a problem with the document itself, and `type` is null for a block without a usable type.
 */
export interface Problem {
  readonly index: number | null;
  readonly type: string | null;
  readonly message: string;
}

/** Base class of every error this package throws for content; rendering throws nothing else for bad documents. */
export abstract class ContentError extends Error implements Problem {
  readonly index: number | null;
  readonly type: string | null;

  protected constructor(message: string, index: number | null, type: string | null) {
    super(message);
    this.index = index;
    this.type = type;
  }
}

/** The document is not `{ blocks: [...] }` (null, undefined and `{}` count as empty, not as errors). */
export class InvalidDocumentError extends ContentError {
  override readonly name = 'InvalidDocumentError';

  constructor(message: string) {
    super(message, null, null);
  }
}

/** A block type with no converter, such as `raw`, whose HTML cannot be made safe. */
export class ParserNotDefinedError extends ContentError {
  override readonly name = 'ParserNotDefinedError';
  declare readonly type: string;

  constructor(index: number, type: string) {
    super(`Parser is not defined for block type ${JSON.stringify(type)}`, index, type);
  }
}

/**
 * A block whose data fails its schema or policy (a header level of 7, a `javascript:` image, a CodePen
 * embed…). The message joins the issues; a refused embed service is the single issue
 * {@link UNSUPPORTED_EMBED_MESSAGE}.
 */
export class InvalidBlockError extends ContentError {
  override readonly name = 'InvalidBlockError';
  readonly issues: readonly string[];

  constructor(index: number, type: string | null, issues: readonly string[]) {
    super(issues.join('; '), index, type);
    this.issues = issues;
  }
}
