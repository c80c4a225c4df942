/** Serializes the output tree to an HTML string, byte for byte what React's server renderer prints for it. */
import { escapeHtml } from './escape.js';
import { ATTR_NAMES, TAGS, VOID_TAGS, type AttrName, type Attrs, type Child, type Node, type SafeHtml } from './tree.js';
import { videoFallback } from './video.js';

function table<K extends string, V>(keys: readonly K[], make: (key: K) => V): Readonly<Record<K, V>> {
  const result: Partial<Record<K, V>> = {};
  for (const key of keys) result[key] = make(key);
  return result as Record<K, V>;
}

interface TagStrings {
  /** `<tag` for elements with attributes. */
  readonly open: string;
  /** `<tag>`, or `<tag/>` for void elements, for elements without attributes. */
  readonly bare: string;
  /** `</tag>`, or '' for void elements. */
  readonly close: string;
  readonly isVoid: boolean;
}

/**
 * Tag and attribute strings, built once: string concatenation and lookups dominate serialization (and
 * flattening the result), so each element costs one table lookup and as few concatenations as possible.
 */
const TAG_STRINGS = table(TAGS, (tag): TagStrings => {
  const isVoid = VOID_TAGS.has(tag);
  return { open: `<${tag}`, bare: isVoid ? `<${tag}/>` : `<${tag}>`, close: isVoid ? '' : `</${tag}>`, isVoid };
});
const ATTR = table(ATTR_NAMES, (name) => ` ${name}="`);
const BOOLEAN_ATTR = table(ATTR_NAMES, (name) => ` ${name}=""`);

function writeAttrs(html: string, attrs: Readonly<Attrs>): string {
  let out = html;
  for (const key in attrs) {
    const name = key as AttrName;
    const value = attrs[name];
    if (value === undefined) continue;
    if (value === true) out += BOOLEAN_ATTR[name];
    else out += ATTR[name] + (typeof value === 'number' ? String(value) : escapeHtml(value)) + '"';
  }
  return out;
}

function write(html: string, node: Child): string {
  if (typeof node === 'string') return html + escapeHtml(node);
  if (node.kind === 'inline') return html + node.html;
  const { tag, attrs, children } = node.kind === 'video' ? videoFallback(node) : node;
  const strings = TAG_STRINGS[tag];
  if (attrs === null) {
    if (strings.isVoid) return html + strings.bare;
  } else if (strings.isVoid) {
    return `${writeAttrs(html + strings.open, attrs)}/>`;
  }
  let out = attrs === null ? html + strings.bare : `${writeAttrs(html + strings.open, attrs)}>`;
  for (const child of children) out = write(out, child);
  return out + strings.close;
}

export function toHtml(nodes: readonly Node[]): string {
  let html = '';
  for (const node of nodes) html = write(html, node);
  return html;
}

/** Element content as HTML, for React to set as inner HTML where inline markup sits beside other children. */
export function childrenToHtml(children: readonly Child[]): SafeHtml {
  let html = '';
  for (const child of children) html = write(html, child);
  // Built by this serializer from the tree, whose markup is either its own or already sanitized.
  return html as SafeHtml;
}
