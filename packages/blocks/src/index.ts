/**
 * @tessera/blocks: validates and renders Directus Block Editor (Editor.js) documents, safely, to React
 * elements, an HTML string or Markdown, each block type converted by one definition for all three.
 */
export { BLOCK_TYPES } from './blocks/index.js';
export type { ResolveAsset } from './blocks/types.js';
export type { BlockDocument, EditorBlock } from './document.js';
export {
  ContentError,
  InvalidBlockError,
  InvalidDocumentError,
  ParserNotDefinedError,
  UNSUPPORTED_EMBED_MESSAGE,
  type Problem,
} from './errors.js';
export {
  FORM_FILE_DEFAULT_MB,
  FORM_FILE_KINDS,
  FORM_FILE_MAX_MB,
  IMPORTED_IMAGES_FOLDER,
  PRIVATE_FOLDER,
  type FormFileKind,
} from './files.js';
export { markdownLink, markdownText } from './markdown.js';
export { safeLink, type SafeLink } from './urls.js';
export type { BlockComponents, VideoProps } from './react.js';
export {
  defaultResolveAsset,
  documentHeadings,
  renderToHtml,
  renderToMarkdown,
  renderToReact,
  renderToText,
  validate,
  type InvalidBlockPolicy,
  type InvalidBlockWarning,
  type MarkdownRenderOptions,
  type ReactRenderOptions,
  type RenderOptions,
  type Warn,
} from './render.js';
export type { VideoService } from './sink.js';
export { videoOfUrl } from './video.js';
export { pastedImages, type PastedImage } from './pasted.js';
export type { DocumentHeading } from './text.js';
export {
  contrast,
  DEFAULT_THEME,
  PAIRINGS,
  parseHex,
  THEME_FIELDS,
  themeCss,
  themePalettes,
  themeProblems,
  type Hex,
  type Palette,
  type ThemeProblem,
  type ThemeSettings,
} from './theme.js';
