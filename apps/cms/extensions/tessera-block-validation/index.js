// Editors should learn at save time, in the Data Studio, that a block cannot be shown (an embed
// from an unsupported service, a block type without a converter), not discover a gap on the site.
// The same validate() the site renders with runs on every Block Editor field of every write.
import { createError } from '@directus/errors';
import { validate } from '@tessera/blocks';

const InvalidBlocksError = createError('INVALID_BLOCKS', (extensions) => extensions.message, 400);

export default function registerBlockValidation({ filter, action }) {
  let blockFields;

  // Reads through the write's own transaction: SQLite has a single connection, held by that write.
  async function blockFieldsOf(collection, database) {
    blockFields ??= database('directus_fields')
      .where({ interface: 'input-block-editor' })
      .select('collection', 'field')
      .then((rows) => Map.groupBy(rows, (row) => row.collection))
      .catch((error) => {
        blockFields = undefined;
        throw error;
      });
    return ((await blockFields).get(collection) ?? []).map((row) => row.field);
  }

  // A field added or changed in the Data Studio may be a new Block Editor field.
  for (const event of ['fields.create', 'fields.update', 'fields.delete']) action(event, () => (blockFields = undefined));

  async function check(payload, { collection }, { database }) {
    for (const field of await blockFieldsOf(collection, database)) {
      if (payload?.[field] === undefined || payload[field] === null) continue;
      const document = typeof payload[field] === 'string' ? parse(payload[field]) : payload[field];
      const [problem] = validate(document);
      if (problem) {
        const where = problem.index === undefined ? `field "${field}"` : `field "${field}", block ${problem.index + 1}`;
        throw new InvalidBlocksError({ message: `${problem.message} (${where})` });
      }
    }
    return payload;
  }

  filter('items.create', check);
  filter('items.update', check);

  // A save into a content version (the Data Studio's version view, the Visual Editor) stores the changes in the
  // version's delta, not in the item: they are checked against the versioned collection's fields all the same.
  filter('versions.update', async (payload, { keys }, { database }) => {
    if (!payload?.delta || typeof payload.delta !== 'object') return payload;
    const versions = await database('directus_versions').whereIn('id', keys).select('collection');
    for (const { collection } of versions) await check(payload.delta, { collection }, { database });
    return payload;
  });
}

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
