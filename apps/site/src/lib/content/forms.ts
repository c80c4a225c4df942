import { PRIVATE_FOLDER } from '@tessera/blocks';
import { createOne, listItems, uploadFile } from './client';
import { cachedRead } from './data-cache';
import { ContentError } from './errors';
import type { Form } from './schema';

/** The forms' ids: which reads by id the data cache keeps (data-cache.ts); a form's route takes any number. */
const formIds = cachedRead('form-ids', ['forms'], async (): Promise<number[]> =>
  (await listItems<'forms', { id: number }>('forms', { fields: ['id'], limit: -1 })).map(({ id }) => id),
);

const readForm = cachedRead(
  'form',
  ['forms'],
  async (id: number): Promise<Form | null> => {
    const [form] = await listItems('forms', {
      fields: ['id', 'title', 'submit_label', 'success_message', 'default_phone_country', 'fields'],
      filter: { id: { _eq: id } },
      limit: 1,
    });
    return form ?? null;
  },
  { keeps: async (id) => (await formIds()).includes(id) },
);

/** A form definition by id, or null when there is none. */
export async function getForm(id: number): Promise<Form | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return readForm(id);
}

export interface NewFormSubmission {
  /** A UUID chosen by the site, so that retrying the same submission cannot store it twice. */
  id: string;
  form: number;
  data: Record<string, unknown>;
  member?: string | null;
  /** Ids of the visitor's files (storeSubmissionFile), linked from the submission. */
  files?: string[];
}

/**
 * Stores a file a visitor sent with a form in the private folder, which the site never serves (PRIVATE_FOLDER):
 * only Data Studio users see it. Its content type was read from its bytes; its name was cleaned by the caller.
 */
export async function storeSubmissionFile(file: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }): Promise<string> {
  return uploadFile({ folder: PRIVATE_FOLDER.id, title: file.name }, new Blob([file.bytes], { type: file.type }), file.name);
}

/**
 * Stores a submission with one create call: it is stored whole or not at all. When an earlier
 * attempt with the same id was stored (its answer lost on the way back), Directus refuses the
 * duplicate id and the submission counts as stored: `duplicate` is then true.
 */
export async function createFormSubmission(submission: NewFormSubmission): Promise<{ id: string; duplicate: boolean }> {
  try {
    await createOne('form_submissions', {
      id: submission.id,
      form: submission.form,
      data: submission.data,
      member: submission.member ?? null,
      ...(submission.files?.length ? { files: submission.files.map((id) => ({ directus_files_id: id })) } : {}),
    });
    return { id: submission.id, duplicate: false };
  } catch (error) {
    if (error instanceof ContentError && error.code === 'RECORD_NOT_UNIQUE') return { id: submission.id, duplicate: true };
    throw error;
  }
}
