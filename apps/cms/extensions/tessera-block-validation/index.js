// Editors should learn at save time, in the Data Studio, that a block cannot be shown (an embed
// from an unsupported service, a block type without a converter), not discover a gap on the site.
// The same validate() the site renders with runs on every Block Editor field of every write.
// An image pasted by URL is imported into the file library here and its block pointed at the file, so that the site
// serves it from its own /assets route like any library image (docs/content-model.md, "Images pasted by URL"); one
// that cannot be imported refuses the save, saying why. Page sections are refused without their type's required fields.
// Plain JavaScript that Directus loads as it is, type-checked from its JSDoc (apps/cms/README.md says why).
import { Readable } from 'node:stream';
import { createError } from '@directus/errors';
import { IMPORTED_IMAGES_FOLDER, pastedImages, validate } from '@tessera/blocks';
import { fieldNameOf, SECTIONS_COLLECTION } from '@tessera/sections';
import { checkTypes, jsonValue } from '../../src/payload.mjs';
import { fetchImage, ImageImportError } from './image-import.js';
import { checkNewSection, checkSectionChange } from './sections.js';

/** @typedef {import('@directus/types').HookConfig} HookConfig */
/** @typedef {import('@directus/types').EventContext['database']} Database */
/** @typedef {{ collection: string, field: string }} FieldRow */
/** @typedef {Record<string, unknown> | null | undefined} Payload */
/** @typedef {import('@directus/types').EventContext} EventContext */
/** @typedef {{ data: Record<string, unknown> }} ImageBlock */
/** @typedef {{ field: string, index: number, block: ImageBlock, url: string }} PastedImage */

/** The longest message of a refusal: a block's own text (a 100 kB type name, say) is cut there. */
const MESSAGE_LENGTH = 300;

const InvalidBlocksError = createError(
  'INVALID_BLOCKS',
  /** @param {{ message: string }} extensions */ (extensions) => extensions.message,
  400,
);

/** @type {HookConfig} */
const registerBlockValidation = ({ filter, action }, { services, getSchema }) => {
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
   * Checks the Block Editor fields of a write and imports their pasted images, rewriting the payload's documents to
   * point at the imported files. Every image is fetched and checked before any is stored, so that a refused save
   * leaves no file behind.
   * @param {Payload} payload
   * @param {{ collection: string }} meta
   * @param {EventContext} context
   */
  async function check(payload, { collection }, context) {
    /** @type {PastedImage[]} */
    const pasted = [];
    /** @type {Map<string, { document: unknown, asText: boolean }>} */
    const documents = new Map();
    for (const field of await blockFieldsOf(collection, context.database)) {
      if (payload?.[field] === undefined || payload[field] === null) continue;
      const value = payload[field];
      // A section's field is named as its type names it, not by its column (which carries the type's key).
      const name = collection === SECTIONS_COLLECTION ? fieldNameOf(field) : field;
      // A document is an object, or its JSON as text (as REST clients may send it).
      const document = jsonValue(value) ?? value;
      checkTypes({ [field]: document }, { [field]: { type: 'object', label: `${name} (a Block Editor document)` } });
      const [problem] = validate(document);
      if (problem) {
        const where = problem.index == null ? `field "${name}"` : `field "${name}", block ${problem.index + 1}`;
        const message = problem.message.length > MESSAGE_LENGTH ? `${problem.message.slice(0, MESSAGE_LENGTH)}…` : problem.message;
        throw new InvalidBlocksError({ message: `${message} (${where})` });
      }
      const images = pastedImages(document);
      if (images.length === 0) continue;
      const blocks = /** @type {{ blocks: ImageBlock[] }} */ (document).blocks;
      pasted.push(...images.map(({ index, url }) => ({ field: name, index, url, block: /** @type {ImageBlock} */ (blocks[index]) })));
      documents.set(field, { document, asText: typeof value === 'string' });
    }
    if (pasted.length === 0 || !payload) return payload;
    await importImages(pasted, context);
    for (const [field, { document, asText }] of documents) payload[field] = asText ? JSON.stringify(document) : document;
    return payload;
  }

  /**
   * Fetches every pasted image (the same URL once), refusing the save with every one that cannot be used, then stores
   * them in the file library and points their blocks at the files, in the shape the Block Editor gives a library image.
   * @param {PastedImage[]} pasted
   * @param {EventContext} context
   */
  async function importImages(pasted, { database, schema, accountability }) {
    const urls = [...new Set(pasted.map((image) => image.url))];
    const allowedTestHost = process.env['TESSERA_TEST_IMAGE_HOST'] || undefined;
    const fetched = await Promise.all(
      urls.map((url) => fetchImage(url, { allowedTestHost }).catch((/** @type {unknown} */ error) => error)),
    );
    const failures = pasted.flatMap(({ field, index, url }) => {
      const result = fetched[urls.indexOf(url)];
      if (!(result instanceof Error)) return [];
      if (!(result instanceof ImageImportError)) throw result;
      return [
        `Block ${index + 1} (image) in field "${field}": the image at ${url} cannot be used, as ${result.message}. Upload it to the file library instead.`,
      ];
    });
    if (failures.length > 0) throw new InvalidBlocksError({ message: failures.join(' ') });

    const files = new services.FilesService({ knex: database, schema: schema ?? (await getSchema({ database })), accountability: null });
    /** @type {{ id: string } | undefined} */
    const folder = await database('directus_folders').where({ id: IMPORTED_IMAGES_FOLDER.id }).first('id');
    /** @type {Map<string, Record<string, unknown>>} */
    const stored = new Map();
    for (const [position, url] of urls.entries()) {
      const image = /** @type {import('./image-import.js').ImportedImage} */ (fetched[position]);
      const id = String(
        await files.uploadOne(Readable.from([image.bytes]), {
          filename_download: image.filename,
          title: image.filename.replace(/\.[^.]*$/, '').replace(/[-_]+/g, ' '),
          type: image.type,
          folder: folder?.id ?? null,
          description: `Imported from ${url}`,
          uploaded_by: accountability?.user ?? null,
        }),
      );
      /** @type {{ width: number | null, height: number | null, filesize: number | string, title: string, filename_disk: string }} */
      const row = await database('directus_files').where({ id }).first('width', 'height', 'filesize', 'title', 'filename_disk');
      stored.set(url, {
        width: row.width ?? image.width,
        height: row.height ?? image.height,
        size: Number(row.filesize),
        name: row.filename_disk,
        title: row.title,
        extension: image.extension,
        fileId: id,
        fileURL: `/files/${id}`,
        url: `/assets/${id}`,
      });
    }
    for (const { block, url } of pasted) {
      // The pasted URL goes: the file is the image now, as when picked from the library.
      /** @type {Record<string, unknown>} */
      const data = { ...block.data, file: stored.get(url) };
      delete data['url'];
      block.data = data;
    }
  }

  filter('items.create', async (/** @type {Payload} */ payload, meta, context) => {
    const checked = await check(payload, { collection: meta.collection }, context);
    return meta.collection === SECTIONS_COLLECTION ? checkNewSection(checked, context) : checked;
  });
  filter('items.update', async (/** @type {Payload} */ payload, meta, context) => {
    const checked = await check(payload, { collection: meta.collection }, context);
    return meta.collection === SECTIONS_COLLECTION ? checkSectionChange(checked, meta['keys'] ?? [], context) : checked;
  });

  // A save into a content version (the Data Studio's version view, the Visual Editor) stores the changes in the
  // version's delta, not in the item: they are checked against the versioned collection's fields all the same.
  filter('versions.update', async (/** @type {Payload} */ payload, { keys }, context) => {
    checkTypes(payload, { delta: { type: 'object', label: 'Changes of the version' } });
    const delta = payload?.delta;
    if (!delta || typeof delta !== 'object') return payload;
    /** @type {{ collection: string }[]} */
    const versions = await context.database('directus_versions').whereIn('id', keys).select('collection');
    // The delta's documents are rewritten in place, their pasted images imported.
    for (const { collection } of versions) await check(/** @type {Payload} */ (delta), { collection }, context);
    return payload;
  });
};
export default registerBlockValidation;
