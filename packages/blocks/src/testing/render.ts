/** Test helpers: every rendering goes through both sinks (HTML and React) and the allowlist checker. */
import { renderToStaticMarkup } from 'react-dom/server';
import { expect } from 'vitest';
import type { EditorBlock } from '../document.js';
import { renderToHtml, renderToReact, type RenderOptions } from '../render.js';
import { checkHtml } from './allowlist.js';

export function doc(...blocks: EditorBlock[]): { blocks: EditorBlock[] } {
  return { blocks };
}

/** Renders to HTML and through React, asserts identical, allowlisted output and returns it. */
export function render(document: unknown, options: RenderOptions = {}): string {
  const html = renderToHtml(document, options);
  expect(renderToStaticMarkup(renderToReact(document, options))).toBe(html);
  expect(checkHtml(html)).toEqual([]);
  return html;
}

/** Renders one block. */
export function renderBlock(type: string, data: unknown, options: RenderOptions = {}, tunes?: unknown): string {
  return render(doc(tunes === undefined ? { type, data } : { type, data, tunes }), options);
}
