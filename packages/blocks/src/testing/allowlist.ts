/**
 * An independent checker for rendered output, sharing no code with the renderer. It reads the HTML with a
 * strict, regex-free walk that accepts only an unambiguous subset (double-quoted attributes, the five
 * entities React emits, explicitly closed elements) — anything a browser could read differently is a
 * violation — and checks elements, attributes and URLs against the allowlist, with URLs resolved by the
 * WHATWG URL parser exactly as a browser would.
 */

type AttributeRule = (value: string) => boolean;

const anything: AttributeRule = () => true;
const empty: AttributeRule = (value) => value === '';
const digits: AttributeRule = (value) => value !== '' && [...value].every((c) => c >= '0' && c <= '9');
const exactly =
  (...allowed: string[]): AttributeRule =>
  (value) =>
    allowed.includes(value);

const CLASSES = new Set([
  'align-left',
  'align-center',
  'align-right',
  'align-justify',
  'image',
  'image--border',
  'image--background',
  'image--stretched',
  'image--link',
  'quote',
  'embed',
  'embed--youtube',
  'embed--vimeo',
  'checklist',
  'table--stretched',
  'attachment',
  'attachment-details',
  'block-error',
]);
const classes: AttributeRule = (value) => value.split(' ').every((name) => CLASSES.has(name));

const BASE = 'https://site.example/page';

function urlWithScheme(value: string, schemes: readonly string[]): boolean {
  try {
    return schemes.includes(new URL(value, BASE).protocol);
  } catch {
    return false;
  }
}

const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];
const IMAGE_SCHEMES = ['http:', 'https:'];

const link: AttributeRule = (value) => urlWithScheme(value, LINK_SCHEMES);
const imageUrl: AttributeRule = (value) => urlWithScheme(value, IMAGE_SCHEMES);
const srcset: AttributeRule = (value) =>
  value.split(', ').every((candidate) => {
    const space = candidate.lastIndexOf(' ');
    return space > 0 && digits(candidate.slice(space + 1, -1)) && candidate.endsWith('w') && imageUrl(candidate.slice(0, space));
  });

const NONE: Readonly<Record<string, AttributeRule>> = {};
const CLASS_ONLY = { class: classes };
/** A header's anchor: letters, digits and hyphens only (../anchors.ts), so nothing can break out of the attribute. */
const HEADING = { class: classes, id: (value: string) => /^[\p{L}\p{N}\p{M}]+(-[\p{L}\p{N}\p{M}]+)*$/u.test(value) };

/** Every element the renderer may emit and, per element, the attributes it may carry. */
export const ALLOWLIST: Readonly<Record<string, Readonly<Record<string, AttributeRule>>>> = {
  a: { href: link, rel: exactly('noopener noreferrer'), download: empty },
  b: NONE,
  blockquote: NONE,
  br: NONE,
  code: NONE,
  details: { open: empty },
  div: { role: exactly('note'), class: exactly('block-error') },
  em: NONE,
  figcaption: NONE,
  figure: CLASS_ONLY,
  h1: HEADING,
  h2: HEADING,
  h3: HEADING,
  h4: HEADING,
  h5: HEADING,
  h6: HEADING,
  hr: NONE,
  i: NONE,
  img: {
    src: imageUrl,
    srcSet: srcset,
    sizes: anything,
    width: digits,
    height: digits,
    alt: anything,
    loading: exactly('lazy', 'eager'),
    decoding: exactly('async'),
    fetchPriority: exactly('high'),
  },
  input: { type: exactly('checkbox'), disabled: empty, checked: empty },
  label: NONE,
  li: NONE,
  mark: NONE,
  ol: NONE,
  p: CLASS_ONLY,
  pre: NONE,
  span: CLASS_ONLY,
  strong: NONE,
  summary: NONE,
  table: CLASS_ONLY,
  tbody: NONE,
  td: NONE,
  th: { scope: exactly('col') },
  thead: NONE,
  tr: NONE,
  u: NONE,
  ul: CLASS_ONLY,
};

const VOID = new Set(['br', 'hr', 'img', 'input']);
const ENTITIES: ReadonlyMap<string, string> = new Map([
  ['&amp;', '&'],
  ['&lt;', '<'],
  ['&gt;', '>'],
  ['&quot;', '"'],
  ['&#x27;', "'"],
]);

function isNameChar(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/**
 * Returns every violation in `html` (empty when it is safe). Checks: strict syntax, allowlisted elements and
 * attributes with allowed values, proper nesting, no link inside a link.
 */
export function checkHtml(html: string): string[] {
  const violations: string[] = [];
  const open: string[] = [];
  let i = 0;

  /** Decodes text up to `stop`, rejecting raw characters that only escaped output may contain. */
  const readText = (stop: string): string | undefined => {
    let text = '';
    while (i < html.length && html[i] !== stop && html[i] !== '<') {
      const c = html[i] ?? '';
      if (c === '&') {
        const end = html.indexOf(';', i);
        const decoded = end === -1 ? undefined : ENTITIES.get(html.slice(i, end + 1));
        if (decoded === undefined) {
          violations.push(`unexpected character reference at ${i}`);
          return undefined;
        }
        text += decoded;
        i = end + 1;
        continue;
      }
      if (c === '>' || c === '"' || c === "'") {
        violations.push(`unescaped ${c} at ${i}`);
        return undefined;
      }
      text += c;
      i++;
    }
    return text;
  };

  while (i < html.length) {
    if (html[i] !== '<') {
      if (readText('<') === undefined) return violations;
      continue;
    }
    i++;
    const closing = html[i] === '/';
    if (closing) i++;
    const nameStart = i;
    while (i < html.length && isNameChar(html[i] ?? '')) i++;
    const name = html.slice(nameStart, i);
    const rules = Object.hasOwn(ALLOWLIST, name) ? ALLOWLIST[name] : undefined;
    if (rules === undefined) {
      violations.push(name === '' ? `unexpected markup at ${nameStart - 1}` : `element <${name}> is not allowed`);
      return violations;
    }
    if (closing) {
      if (html[i] !== '>' || open.pop() !== name) {
        violations.push(`misplaced </${name}> at ${i}`);
        return violations;
      }
      i++;
      continue;
    }
    const seen = new Set<string>();
    while (html[i] === ' ') {
      i++;
      const attrStart = i;
      while (i < html.length && isNameChar(html[i] ?? '')) i++;
      const attr = html.slice(attrStart, i);
      if (html[i] !== '=' || html[i + 1] !== '"') {
        violations.push(`malformed attribute ${attr} on <${name}>`);
        return violations;
      }
      i += 2;
      const value = readText('"');
      if (value === undefined) return violations;
      if (html[i] !== '"') {
        violations.push(`unterminated attribute ${attr} on <${name}>`);
        return violations;
      }
      i++;
      const rule = Object.hasOwn(rules, attr) ? rules[attr] : undefined;
      if (rule === undefined) violations.push(`attribute ${attr} is not allowed on <${name}>`);
      else if (!rule(value)) violations.push(`${name}[${attr}] has a disallowed value: ${JSON.stringify(value)}`);
      if (seen.has(attr)) violations.push(`duplicate attribute ${attr} on <${name}>`);
      seen.add(attr);
    }
    const selfClosing = html.startsWith('/>', i);
    if (selfClosing !== VOID.has(name) || (!selfClosing && html[i] !== '>')) {
      violations.push(`malformed end of <${name}> at ${i}`);
      return violations;
    }
    i += selfClosing ? 2 : 1;
    if (name === 'a' && open.includes('a')) violations.push('link inside a link');
    if (!selfClosing) open.push(name);
  }
  if (open.length > 0) violations.push(`unclosed elements: ${open.join(', ')}`);
  return violations;
}
