// The page sections' own checks at save: each registered type's required fields (and its own check), named in the
// refusal as the Data Studio labels them, and a name for a section saved without one (docs/sections.md).
import { createError } from '@directus/errors';
import { defaultSectionName, SECTIONS_COLLECTION, sectionProblems, sectionReferences, sectionType } from '@tessera/sections';

/** @typedef {Record<string, unknown> | null | undefined} Payload */
/** @typedef {import('@directus/types').EventContext} EventContext */

const InvalidSectionError = createError(
  'INVALID_SECTION',
  /** @param {{ message: string }} extensions */ (extensions) => extensions.message,
  400,
);

/**
 * What is wrong with a section as it will be saved: its type's checks, then the items it names by key in other
 * collections (a pricing plan's product), looked up through the write's own transaction.
 * @param {Record<string, unknown>} row
 * @param {EventContext['database']} database
 * @returns {Promise<string | undefined>}
 */
async function problemOf(row, database) {
  const [problem] = sectionProblems(row);
  if (problem) return problem;
  for (const { collection, field, value, where, problem: missing } of sectionReferences(row)) {
    const found = await database(collection)
      .where({ ...where, [field]: value })
      .first(field);
    if (!found) return missing;
  }
  return undefined;
}

/**
 * Refuses a new section that lacks what its type needs, and names it when the editor did not.
 * @param {Payload} payload
 * @param {EventContext} context
 * @returns {Promise<Payload>}
 */
export async function checkNewSection(payload, { database }) {
  if (!payload) return payload;
  const problem = await problemOf(payload, database);
  if (problem) throw new InvalidSectionError({ message: problem });
  const definition = sectionType(payload.type);
  if (definition && (typeof payload.name !== 'string' || payload.name.trim() === ''))
    return { ...payload, name: defaultSectionName(definition, payload.heading) };
  return payload;
}

/**
 * Refuses a change that would leave a section without what its type needs: the change is checked merged into each
 * section it changes, as stored (read through the write's own transaction).
 * @param {Payload} payload
 * @param {(string | number)[]} keys
 * @param {EventContext} context
 * @returns {Promise<Payload>}
 */
export async function checkSectionChange(payload, keys, { database }) {
  if (!payload || keys.length === 0) return payload;
  /** @type {Record<string, unknown>[]} */
  const stored = await database(SECTIONS_COLLECTION).whereIn('id', keys).select('*');
  for (const row of stored) {
    const problem = await problemOf({ ...row, ...payload }, database);
    if (problem) throw new InvalidSectionError({ message: problem });
  }
  return payload;
}
