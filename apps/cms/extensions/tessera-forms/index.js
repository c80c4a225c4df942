// E-mails about form submissions, sent by Directus itself with its mailer and EMAIL_* settings: to the form's
// recipients (`notify`) with the fields and a Data Studio link, and to the sender when the form has a confirmation
// text; and it refuses, at save, a notify entry that is not an address or a condition the site could not apply,
// and anything that would make files of the private folder public (a sub-folder in it, its deletion).
// A hook rather than a flow: a flow counts against the Core plan's five, its e-mail operation cannot loop over a
// list of fields or strip a header, and this code is tested and versioned with the rest (apps/cms/extensions).
// Mail is sent after the submission is stored, so a mail server that is down never loses a submission: it is logged.
// Every hour it deletes the site's uploads that no submission links a day on (orphans.js): a schedule in a hook, not a
// flow, for the same reason.
import { createError } from '@directus/errors';
import { PRIVATE_FOLDER } from '@tessera/blocks';
import { attachedFileIds, confirmationMail, notificationMail } from './mail.js';
import { deleteOrphanUploads, serviceStore } from './orphans.js';
import { checkTypes } from '../../src/payload.mjs';
import { conditionProblem, fieldTypesProblem, fileFieldProblem, notifyProblem } from './rules.js';

/** @typedef {import('@directus/types').HookConfig} HookConfig */

const InvalidFormError = createError('INVALID_FORM', (/** @type {{ message: string }} */ extensions) => extensions.message, 400);
const PrivateFolderError = createError('PRIVATE_FOLDER', (/** @type {{ message: string }} */ extensions) => extensions.message, 400);

/** @type {HookConfig} */
export default function registerForms({ action, filter, schedule }, { services, env, logger, getSchema }) {
  const { ItemsService, FilesService, MailService } = services;

  for (const event of ['forms.items.create', 'forms.items.update']) {
    filter(event, (/** @type {Record<string, unknown> | null | undefined} */ payload) => {
      checkTypes(payload, {
        notify: { type: ['text', 'list'], label: 'Notify' },
        fields: { type: 'list', label: 'Fields' },
      });
      const problem =
        (payload && 'notify' in payload ? notifyProblem(payload.notify) : null) ??
        (payload && 'fields' in payload
          ? (fieldTypesProblem(payload.fields) ?? conditionProblem(payload.fields) ?? fileFieldProblem(payload.fields))
          : null);
      if (problem) throw new InvalidFormError({ message: problem });
      return payload;
    });
  }

  // The site refuses files directly in the private folder; one in a sub-folder of it it would serve.
  for (const event of ['folders.create', 'folders.update']) {
    filter(event, (/** @type {Record<string, unknown> | null | undefined} */ payload) => {
      checkTypes(payload, { parent: { type: 'text', label: 'Parent folder' } });
      if (payload?.parent === PRIVATE_FOLDER.id) {
        throw new PrivateFolderError({
          message: `“${PRIVATE_FOLDER.name}” cannot hold folders: the site would serve their files. Put the files in it directly.`,
        });
      }
      return payload;
    });
  }
  // Deleting a folder moves its files to the root, where the site serves them.
  filter('folders.delete', (/** @type {unknown} */ keys) => {
    if (Array.isArray(keys) && keys.includes(PRIVATE_FOLDER.id)) {
      throw new PrivateFolderError({
        message: `“${PRIVATE_FOLDER.name}” cannot be deleted: its files would move to the root, where the site serves them.`,
      });
    }
    return keys;
  });

  action('form_submissions.items.create', async ({ key, payload }) => {
    try {
      const schema = await getSchema();
      const form = await new ItemsService('forms', { schema }).readOne(payload.form, {
        fields: ['id', 'title', 'language', 'fields', 'notify', 'confirmation_message'],
      });
      const ids = attachedFileIds(form, payload.data);
      /** @type {import('./mail.js').StoredFile[]} */
      const files =
        ids.length === 0
          ? []
          : await new FilesService({ schema }).readByQuery({
              filter: { id: { _in: ids } },
              fields: ['id', 'filename_download', 'title', 'filesize'],
              limit: ids.length,
            });
      const mailer = new MailService({ schema });
      const studioUrl = env.PUBLIC_URL ?? '';
      const mails = [
        notificationMail({ form, submissionId: key, data: payload.data, studioUrl, files }),
        confirmationMail({ form, data: payload.data, files }),
      ];
      for (const mail of mails) if (mail) await mailer.send(mail);
    } catch (error) {
      logger.error(
        `tessera-forms: the e-mails about submission ${key} could not be sent: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });

  schedule('0 * * * *', async () => {
    try {
      const deleted = await deleteOrphanUploads(serviceStore({ services, getSchema }));
      if (deleted.length > 0) logger.info(`tessera-forms: deleted ${deleted.length} uploaded files that no submission links`);
    } catch (error) {
      logger.error(`tessera-forms: unlinked uploads could not be deleted: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
