import { attaches } from './attaches.js';
import { checklist } from './checklist.js';
import { code } from './code.js';
import { delimiter } from './delimiter.js';
import { embed } from './embed.js';
import { header } from './header.js';
import { image } from './image.js';
import { list } from './list.js';
import { paragraph } from './paragraph.js';
import { quote } from './quote.js';
import { table } from './table.js';
import { toggle } from './toggle.js';
import type { BlockDefinition } from './types.js';

/**
 * The converters by block type. A Map, not an object literal, so a type such as `constructor` or `__proto__`
 * cannot reach Object.prototype. `raw` is deliberately absent: its HTML cannot be made safe.
 */
export const BLOCKS: ReadonlyMap<string, BlockDefinition<unknown>> = new Map<string, BlockDefinition<unknown>>([
  ['attaches', attaches],
  ['checklist', checklist],
  ['code', code],
  ['delimiter', delimiter],
  ['embed', embed],
  ['header', header],
  ['image', image],
  ['list', list],
  ['nestedlist', list],
  ['paragraph', paragraph],
  ['quote', quote],
  ['table', table],
  ['toggle', toggle],
]);

/** The block types this package renders. */
export const BLOCK_TYPES: readonly string[] = [...BLOCKS.keys()];
