/**
 * The Directus file folder whose files are never public: the CMS set-up creates it with this id, the Data Studio shows
 * it under this name, and the site's `/assets` route answers "not found" for every file in it (the free Core plan
 * allows no permission rule that could keep the site's token from reading some files and not others). The
 * `tessera-forms` extension refuses a sub-folder in it, whose files the site would serve, and its deletion, which
 * would move its files to the root.
 */
export const PRIVATE_FOLDER = { id: 'ab391e96-446f-473b-9eb4-3b7dce7d28b6', name: 'Private (never on the site)' } as const;
