// What Tessera's hooks read of a write's payload is checked for its type before anything reads it: Directus runs
// filter hooks before its own validation, so a hook sees whatever a client sent (`{"brand_color": 123}`), and a
// value of the wrong type made a hook fail with a 500. Each hook names the fields it reads and what each must be; a
// wrong type is refused with Directus's own INVALID_PAYLOAD (400) and a message that names the field. Messages quote
// what was sent only as a short excerpt, never a whole 100 kB value.
import { InvalidPayloadError } from '@directus/errors';

/**
 * What a field must hold: `text`, `number` (or digits as text), `boolean` (or 0/1), `list` (an array), `object` (a
 * plain object, not an array), `key` (a related item's key: a number or text, or the item as an object), `json` (an
 * object or an array, or text holding one, as the Data Studio and REST send JSON fields). `null` is allowed unless
 * `required`.
 * @typedef {'text' | 'number' | 'boolean' | 'list' | 'object' | 'key' | 'json'} FieldType
 * @typedef {{ type: FieldType | FieldType[], label: string, required?: boolean }} FieldRule
 */

/** How long an excerpt of a sent value may be, in characters. */
const EXCERPT_LENGTH = 40;

/**
 * A short excerpt of a value for a message: its first characters, with an ellipsis and the length when cut.
 * @param {unknown} value
 */
export function excerpt(value) {
  const text =
    typeof value === 'string' ? value : typeof value === 'object' && value !== null ? (safeJson(value) ?? String(value)) : String(value);
  const visible = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return visible.length <= EXCERPT_LENGTH
    ? visible
    : `${visible.slice(0, EXCERPT_LENGTH)}… (${text.length.toLocaleString('en')} characters)`;
}

/** @param {unknown} value */
function safeJson(value) {
  try {
    return JSON.stringify(value);
  } catch {
    return null;
  }
}

/**
 * What a value is, in words, for a message.
 * @param {unknown} value
 */
export function kindOf(value) {
  if (value === null) return 'empty (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return `${value}`;
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** @type {Record<FieldType, { words: string, fits: (value: unknown) => boolean }>} */
const TYPES = {
  text: { words: 'text', fits: (value) => typeof value === 'string' },
  number: {
    words: 'a number',
    fits: (value) => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^\d{1,15}$/.test(value)),
  },
  boolean: {
    words: 'true or false',
    fits: (value) => typeof value === 'boolean' || value === 0 || value === 1 || value === '0' || value === '1',
  },
  list: { words: 'a list', fits: (value) => Array.isArray(value) },
  object: { words: 'an object', fits: (value) => typeof value === 'object' && value !== null && !Array.isArray(value) },
  key: {
    words: "a related item's key",
    fits: (value) =>
      (typeof value === 'number' && Number.isFinite(value)) ||
      typeof value === 'string' ||
      (typeof value === 'object' && value !== null && !Array.isArray(value)),
  },
  json: {
    words: 'a JSON object or list',
    fits: (value) => {
      const parsed = jsonValue(value);
      return typeof parsed === 'object' && parsed !== null;
    },
  },
};

/**
 * The problem with the types of what `payload` holds of `rules`' fields, for the editor; null when each field
 * present is of its type. Fields the payload leaves out are not checked (an update changes some fields).
 * @param {unknown} payload
 * @param {Record<string, FieldRule>} rules
 * @returns {string | null}
 */
export function typeProblem(payload, rules) {
  if (payload === null || payload === undefined) return null;
  if (typeof payload !== 'object' || Array.isArray(payload)) return `the item must be an object of fields, not ${kindOf(payload)}`;
  const fields = /** @type {Record<string, unknown>} */ (payload);
  for (const [field, rule] of Object.entries(rules)) {
    if (!Object.hasOwn(fields, field)) continue;
    const value = fields[field];
    if (value === null && !rule.required) continue;
    const types = Array.isArray(rule.type) ? rule.type : [rule.type];
    if (types.some((type) => TYPES[type].fits(value))) continue;
    const wanted = types.map((type) => TYPES[type].words).join(' or ');
    const sent = value === null || typeof value === 'boolean' ? kindOf(value) : `${kindOf(value)} (${excerpt(value)})`;
    return `“${rule.label}” (${field}) must be ${wanted}, not ${sent}`;
  }
  return null;
}

/**
 * Refuses a payload whose fields are not of their types (see typeProblem) with Directus's INVALID_PAYLOAD (400).
 * @param {unknown} payload
 * @param {Record<string, FieldRule>} rules
 */
export function checkTypes(payload, rules) {
  const problem = typeProblem(payload, rules);
  if (problem) throw new InvalidPayloadError({ reason: problem });
}

/**
 * A JSON field's value as a hook reads it: the value, or the JSON that text holds (as REST clients may send it);
 * `undefined` when text is not JSON.
 * @param {unknown} value
 */
export function jsonValue(value) {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
