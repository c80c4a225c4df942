// Editors should learn at save time, in the Data Studio, that a block cannot be shown (an embed
// from an unsupported service, a block type without a converter), not discover a gap on the site.
// The same validate() the site renders with runs on every Block Editor field of every write.
// Plain JavaScript that Directus loads as it is, type-checked from its JSDoc (apps/cms/README.md says why).
import { createError } from '@directus/errors';
import { validate } from '@tessera/blocks';
import { checkTypes, jsonValue } from '../../src/payload.mjs';

/** @typedef {import('@directus/types').HookConfig} HookConfig */
/** @typedef {import('@directus/types').EventContext['database']} Database */
/** @typedef {{ collection: string, field: string }} FieldRow */
/** @typedef {Record<string, unknown> | null | undefined} Payload */

/** The longest message of a refusal: a block's own text (a 100 kB type name, say) is cut there. */
const MESSAGE_LENGTH = 300;

const InvalidBlocksError = createError(
  'INVALID_BLOCKS',
  /** @param {{ message: string }} extensions */ (extensions) => extensions.message,
  400,
);

/** @type {HookConfig} */
const registerBlockValidation = ({ filter, action }) => {
  /** @type {Promise<Map<string, FieldRow[]>> | undefined} */
  let blockFields;

  /**
   * The Block Editor fields of a collection. Reads through the write's own transaction: SQLite has a single
   * connection, held by that write.
   * @param {string} collection
   * @param {Database} database
   */
  async function blockFieldsOf(collection, database) {
    blockFields ??= database('directus_fields')
      .where({ interface: 'input-block-editor' })
      .select('collection', 'field')
      .then((/** @type {FieldRow[]} */ rows) => Map.groupBy(rows, (row) => row.collection))
      .catch((error) => {
        blockFields = undefined;
        throw error;
      });
    return ((await blockFields).get(collection) ?? []).map((row) => row.field);
  }

  // A field added or changed in the Data Studio may be a new Block Editor field.
  for (const event of ['fields.create', 'fields.update', 'fields.delete']) action(event, () => (blockFields = undefined));

  /**
   * @param {Payload} payload
   * @param {{ collection: string }} meta
   * @param {{ database: Database }} context
   */
  async function check(payload, { collection }, { database }) {
    for (const field of await blockFieldsOf(collection, database)) {
      if (payload?.[field] === undefined || payload[field] === null) continue;
      const value = payload[field];
      // A document is an object, or its JSON as text (as REST clients may send it).
      const document = jsonValue(value) ?? value;
      checkTypes({ [field]: document }, { [field]: { type: 'object', label: `${field} (a Block Editor document)` } });
      const [problem] = validate(document);
      if (problem) {
        const where = problem.index == null ? `field "${field}"` : `field "${field}", block ${problem.index + 1}`;
        const message = problem.message.length > MESSAGE_LENGTH ? `${problem.message.slice(0, MESSAGE_LENGTH)}…` : problem.message;
        throw new InvalidBlocksError({ message: `${message} (${where})` });
      }
    }
    return payload;
  }

  filter('items.create', (/** @type {Payload} */ payload, meta, { database }) =>
    check(payload, { collection: meta.collection }, { database }),
  );
  filter('items.update', (/** @type {Payload} */ payload, meta, { database }) =>
    check(payload, { collection: meta.collection }, { database }),
  );

  // A save into a content version (the Data Studio's version view, the Visual Editor) stores the changes in the
  // version's delta, not in the item: they are checked against the versioned collection's fields all the same.
  filter('versions.update', async (/** @type {Payload} */ payload, { keys }, { database }) => {
    checkTypes(payload, { delta: { type: 'object', label: 'Changes of the version' } });
    const delta = payload?.delta;
    if (!delta || typeof delta !== 'object') return payload;
    /** @type {{ collection: string }[]} */
    const versions = await database('directus_versions').whereIn('id', keys).select('collection');
    for (const { collection } of versions) await check(/** @type {Payload} */ (delta), { collection }, { database });
    return payload;
  });
};
export default registerBlockValidation;
