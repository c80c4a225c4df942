/** Serializes the output tree to an HTML string, byte for byte what React's server renderer prints for it. */
import { ATTR_NAMES, TAGS, VOID_TAGS, type AttrName, type Attrs, type Node } from './tree.js';
import { videoFallback } from './video.js';

const ESCAPED = /["&'<>]/;

/** Escapes text and attribute values exactly as React does, so both outputs are identical. */
export function escapeHtml(text: string): string {
  // A regex test is the cheapest scan per string in V8; most text needs no escaping at all.
  if (!ESCAPED.test(text)) return text;
  let html = '';
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    let entity: string;
    switch (text.charCodeAt(i)) {
      case 0x22:
        entity = '&quot;';
        break;
      case 0x26:
        entity = '&amp;';
        break;
      case 0x27:
        entity = '&#x27;';
        break;
      case 0x3c:
        entity = '&lt;';
        break;
      case 0x3e:
        entity = '&gt;';
        break;
      default:
        continue;
    }
    html += text.slice(run, i) + entity;
    run = i + 1;
  }
  return html + text.slice(run);
}

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

function write(html: string, node: Node): string {
  if (typeof node === 'string') return html + escapeHtml(node);
  const { tag, attrs, children } = node.kind === 'video' ? videoFallback(node) : node;
  const strings = TAG_STRINGS[tag];
  if (attrs === null) {
    if (strings.isVoid) return html + strings.bare;
  } else if (strings.isVoid) {
    return `${writeAttrs(html + strings.open, attrs)}/>`;
  }
  let out = attrs === null ? html + strings.bare : `${writeAttrs(html + strings.open, attrs)}>`;
  // Text children inline: they are most of the nodes, and a call per text is measurable.
  for (const child of children) out = typeof child === 'string' ? out + escapeHtml(child) : write(out, child);
  return out + strings.close;
}

export function toHtml(nodes: readonly Node[]): string {
  let html = '';
  for (const node of nodes) html = write(html, node);
  return html;
}
