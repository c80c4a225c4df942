/**
 * The Directus file folder whose files are never public: the CMS set-up creates it with this id, the Data Studio shows
 * it under this name, and the site's `/assets` route answers "not found" for every file in it (the free Core plan
 * allows no permission rule that could keep the site's token from reading some files and not others). The
 * `tessera-forms` extension refuses a sub-folder in it, whose files the site would serve, and its deletion, which
 * would move its files to the root.
 */
export const PRIVATE_FOLDER = { id: 'ab391e96-446f-473b-9eb4-3b7dce7d28b6', name: 'Private (never on the site)' } as const;

/**
 * The Directus file folder where images pasted by URL into a Block Editor field land: the CMS's block validation hook
 * imports each at save and points the block at the file, which the site then serves from its own `/assets` route.
 * The CMS set-up creates it with this id; its name is the editor's to change.
 */
export const IMPORTED_IMAGES_FOLDER = { id: '5d0c8f0e-2b61-4f3a-9a57-6e1f7c3b9d24', name: 'Imported images' } as const;

/**
 * What a form's file field may take: the editor ticks kinds per field in the Data Studio, and the site's server
 * recognises a file by its content (its first bytes), never by its name or the type the browser claims. The
 * extensions only guide the browser's file picker.
 */
export const FORM_FILE_KINDS = {
  pdf: { label: 'PDF', types: ['application/pdf'], extensions: ['.pdf'] },
  image: {
    label: 'Image (JPEG, PNG, WebP, HEIC)',
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic'],
    extensions: ['.jpg', '.jpeg', '.png', '.webp', '.heic'],
  },
  document: {
    label: 'Text document (Word DOCX, OpenDocument ODT)',
    types: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.oasis.opendocument.text'],
    extensions: ['.docx', '.odt'],
  },
} as const;
export type FormFileKind = keyof typeof FORM_FILE_KINDS;
/** The most a form's file field may take, in MB; each field's own limit is at most this. */
export const FORM_FILE_MAX_MB = 10;
/** A file field's limit when the editor sets none, in MB (the Directus starter's too). */
export const FORM_FILE_DEFAULT_MB = 5;
