import { randomUUID } from 'node:crypto';
import { FORM_FILE_DEFAULT_MB, FORM_FILE_KINDS, FORM_FILE_MAX_MB, PRIVATE_FOLDER } from '@tessera/blocks';
import { describe, expect, it } from 'vitest';
import { adminApi, query } from '../../src/admin-api.mjs';
import { confirmationMail, headerText, notificationMail } from './mail.js';
import { deleteOrphanUploads, ORPHAN_AGE_MS } from './orphans.js';
import { conditionProblem, fileFieldProblem, notifyProblem } from './rules.js';

// Against the real Directus of the test set-up, which loads this extension and sends its e-mails to the test
// stack's mail catcher, with the demo content (the contact form in English, German and Arabic, telling
// studio@tessera.example.com).
const url = process.env.TESSERA_TEST_DIRECTUS_URL;
const mailUrl = process.env.TESSERA_TEST_MAIL_URL;
const STUDIO = 'studio@tessera.example.com';

/**
 * A message as the mail catcher received it: `to` is the SMTP envelope's recipients (Bcc included), `headers` the
 * header lines as sent.
 * @typedef {{ to: string[], subject: string, text: string, html: string, headers: string[] }} CaughtMail
 */

/**
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<{ status: number, body: any }>}
 */
async function request(method, path, body, token = process.env.TESSERA_TEST_ADMIN_TOKEN) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

/** @param {string} title */
async function formId(title) {
  return (await request('GET', `/items/forms?filter[title][_eq]=${encodeURIComponent(title)}&fields=id`)).body.data[0].id;
}

/**
 * Stores a submission as the site does: with the site's token, linking the files it uploaded for it.
 * @param {number} form
 * @param {Record<string, unknown>} data
 * @param {string[]} [files]
 */
async function submit(form, data, files = []) {
  const id = randomUUID();
  const links = files.map((file) => ({ directus_files_id: file }));
  const response = await request(
    'POST',
    '/items/form_submissions',
    { id, form, data, ...(links.length > 0 ? { files: links } : {}) },
    process.env.TESSERA_TEST_SITE_TOKEN,
  );
  expect(response.status).toBe(200);
  return id;
}

/** The start of a PDF, as the site would have checked it. */
const PDF = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n';

/**
 * Uploads a file as the site does (by default with its token, into the private folder), named `name`; its id.
 * @param {string} name
 * @param {{ token?: string, folder?: string | null }} [options]
 * @returns {Promise<string>}
 */
async function upload(name, { token = process.env.TESSERA_TEST_SITE_TOKEN, folder = PRIVATE_FOLDER.id } = {}) {
  const body = new FormData();
  if (folder) body.set('folder', folder);
  body.set('title', name);
  body.set('filename_download', name);
  body.set('file', new Blob([PDF], { type: 'application/pdf' }), 'upload.pdf');
  const response = await fetch(`${url}/files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
  expect(response.status).toBe(200);
  return (await response.json()).data.id;
}

/** @returns {Promise<CaughtMail[]>} */
async function caught() {
  return (await fetch(`${mailUrl}/api/messages`)).json();
}

/** @param {string} text */
async function mails(text) {
  return (await caught()).filter((mail) => mail.text.includes(text));
}

/**
 * The e-mails with `text`, once there are `count` of them.
 * @param {string} text
 * @param {number} count
 * @returns {Promise<[CaughtMail, ...CaughtMail[]]>}
 */
async function waitForMails(text, count) {
  for (let attempt = 0; attempt < 80; attempt++) {
    const found = await mails(text);
    if (found.length >= count && found.length > 0) return /** @type {[CaughtMail, ...CaughtMail[]]} */ (found);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Fewer than ${count} e-mails with “${text}”`);
}

/** @type {import('./mail.js').Form & { notify: string[] }} */
const form = {
  title: 'Contact us',
  language: 'en',
  notify: ['studio@example.com', 'owner@example.com'],
  confirmation_message: 'Thank you.\n\nWe reply within two days.',
  fields: [
    { name: 'name', label: 'Your name', type: 'text' },
    { name: 'email', label: 'E-mail', type: 'email' },
    { name: 'newsletter', label: 'Newsletter', type: 'checkbox' },
  ],
};

describe('the e-mails, as built', () => {
  it('list the fields under their labels, link to the Data Studio, and reply to the sender', () => {
    const mail = notificationMail({
      form,
      submissionId: 'abc',
      data: { name: '<b>Ada</b>', email: 'ada@example.com', newsletter: false, removed: 'kept' },
      studioUrl: 'https://cms.example.com/',
    });
    if (!mail) throw new Error('No notification for a form with recipients');
    expect(mail).toMatchObject({ to: form.notify, subject: 'New submission: Contact us', replyTo: 'ada@example.com' });
    expect(mail.text).toContain('Your name: <b>Ada</b>\nE-mail: ada@example.com\nNewsletter: No\nremoved: kept');
    expect(mail.text).toContain('https://cms.example.com/admin/content/form_submissions/abc');
    expect(mail.html).toContain('&#60;b&#62;Ada&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Ada');
    expect(notificationMail({ form: { ...form, notify: null }, submissionId: 'abc', data: {}, studioUrl: '' })).toBeNull();
  });

  it('keep CR/LF and anything that is not an address out of the headers', () => {
    expect(headerText('Contact\r\nBcc: eve@example.com')).toBe('Contact Bcc: eve@example.com');
    const mail = notificationMail({
      form: { ...form, title: 'Hi\r\nBcc: eve@example.com' },
      submissionId: 'abc',
      data: { email: 'ada@example.com\r\nBcc: eve@example.com' },
      studioUrl: '',
    });
    expect(mail?.subject).toBe('New submission: Hi Bcc: eve@example.com');
    expect(mail).not.toHaveProperty('replyTo');
  });

  // Line breaks as the CRLF-injection payload lists give them (PayloadsAllTheThings, "CRLF Injection"): raw CR/LF,
  // each alone, NUL, NEL and the Unicode separators, the "嘊嘍" trick (U+560A U+560D, whose low bytes are LF and CR)
  // and percent-encodings, which stay text here.
  const BREAKS = ['\r\n', '\n', '\r', '\r\n\r\n', '\u0000', '\u0085', '\u2028', '\u2029', '\u560a\u560d', '%0d%0a', '%E5%98%8A%E5%98%8D'];

  it('put no line break into a header and no recipient beside the editor’s, for any payload of the list', () => {
    for (const brk of BREAKS) {
      const payload = `x${brk}Bcc: victim@example.com${brk}Subject: hijacked`;
      const values = { name: payload, email: `ada@example.com${payload}`, topic: payload, subject: payload };
      const notification = notificationMail({
        form: { ...form, title: `Contact${brk}Bcc: victim@example.com` },
        submissionId: 'abc',
        data: values,
        studioUrl: '',
      });
      expect(notification?.to).toEqual(form.notify);
      expect(notification?.subject).not.toMatch(/[\r\n\u0000\u0085\u2028\u2029]/);
      expect(notification).not.toHaveProperty('replyTo');
      expect(confirmationMail({ form, data: values })).toBeNull();
      const confirmation = confirmationMail({ form: { ...form, title: payload }, data: { ...values, email: 'ada@example.com' } });
      expect(confirmation?.to).toBe('ada@example.com');
      expect(confirmation?.subject).not.toMatch(/[\r\n\u0000\u0085\u2028\u2029]/);
    }
  });

  it('confirm to the sender with the form’s own text, only when it has one', () => {
    expect(confirmationMail({ form, data: { email: 'ada@example.com' } })).toMatchObject({
      to: 'ada@example.com',
      subject: 'Contact us',
      text: form.confirmation_message,
    });
    expect(confirmationMail({ form, data: { email: 'not an address' } })).toBeNull();
    expect(confirmationMail({ form: { ...form, confirmation_message: ' ' }, data: { email: 'ada@example.com' } })).toBeNull();
  });

  it('refuse, for editors, a notify entry that is not an address', () => {
    expect(notifyProblem(['a@example.com', ' b@example.com '])).toBeNull();
    expect(notifyProblem('a@example.com,b@')).toBe(
      '“b@” is not an e-mail address: each entry of “Notify” must look like name@example.com.',
    );
  });
});

describe('the checks at save', () => {
  it('refuse a condition the site could not apply', () => {
    const select = { name: 'writing_as', label: 'I am writing as', type: 'select', options: ['an individual', 'a business'] };
    const company = { name: 'company', label: 'Company', type: 'text', show_when_field: 'writing_as', show_when_value: 'a business' };
    expect(conditionProblem([select, company])).toBeNull();
    expect(conditionProblem([company, select])).toBe(
      '“Company” is shown only when the field “writing_as” has a value, but no select field before it has that name.',
    );
    expect(conditionProblem([select, { ...company, show_when_value: 'a robot' }])).toBe(
      '“Company” is shown only when “writing_as” is “a robot”, which is not one of its options (“an individual”, “a business”).',
    );
    expect(conditionProblem([{ ...select, type: 'text' }, company])).toMatch(/no select field before it/);
    // A file field cannot decide whether another field shows.
    const attachment = { name: 'attachment', label: 'Attachment', type: 'file', file_types: ['pdf'], max_size_mb: 5 };
    expect(conditionProblem([attachment, { ...company, show_when_field: 'attachment', show_when_value: 'x' }])).toMatch(
      /“Company” is shown only when the field “attachment” has a value, but no select field before it/,
    );
  });

  it('refuse a file field without a kind of file the site knows, or with a size limit out of range', () => {
    const attachment = { name: 'attachment', label: 'Attachment', type: 'file', file_types: ['pdf', 'image'], max_size_mb: 5 };
    const text = { name: 'name', label: 'Your name', type: 'text' };
    expect(fileFieldProblem([text, attachment])).toBeNull();
    // No limit set: the site's default applies.
    expect(fileFieldProblem([{ ...attachment, max_size_mb: null }])).toBeNull();
    expect(fileFieldProblem([{ ...attachment, max_size_mb: FORM_FILE_MAX_MB, file_types: Object.keys(FORM_FILE_KINDS) }])).toBeNull();
    for (const file_types of [[], null, undefined, 'pdf']) {
      expect(fileFieldProblem([text, { ...attachment, file_types }])).toBe(
        '“Attachment” is a file field that takes no kind of file: tick at least one under “Allowed files”.',
      );
    }
    expect(fileFieldProblem([{ ...attachment, file_types: ['pdf', 'exe'] }])).toBe(
      '“Attachment” allows “exe”, which is not a kind of file the site knows (“pdf”, “image”, “document”).',
    );
    for (const max_size_mb of [0, 11, 2.5, -1, '5', Number.NaN]) {
      expect(fileFieldProblem([{ ...attachment, max_size_mb }])).toBe(
        `“Attachment” takes files of up to “${String(max_size_mb)}” MB: the largest file must be a whole number of MB from 1 to 10.`,
      );
    }
    // Without a label, the field's name.
    expect(fileFieldProblem([{ ...attachment, label: '', file_types: [] }])).toMatch(/^“attachment” is a file field/);
  });
});

describe('file fields in the Data Studio', () => {
  it('offer the kinds of file of @tessera/blocks and a size limit up to its maximum, shown for file fields only', async () => {
    /** @type {{ field: string, meta: any, schema?: any }[]} */
    const repeater = (await request('GET', '/fields/forms/fields')).body.data.meta.options.fields;
    const subfield = (/** @type {string} */ name) => {
      const found = repeater.find((field) => field.field === name);
      if (!found) throw new Error(`The repeater has no field “${name}”`);
      return found;
    };
    const subfields = { type: subfield('type'), file_types: subfield('file_types'), max_size_mb: subfield('max_size_mb') };
    expect(subfields.type.meta.options.choices).toContainEqual({ text: 'File upload', value: 'file' });
    expect(subfields.file_types.meta.options.choices).toEqual(
      Object.entries(FORM_FILE_KINDS).map(([value, kind]) => ({ text: kind.label, value })),
    );
    expect(subfields.max_size_mb.meta.options).toMatchObject({ min: 1, max: FORM_FILE_MAX_MB });
    expect(subfields.max_size_mb.schema.default_value).toBe(FORM_FILE_DEFAULT_MB);
    expect(subfields.max_size_mb.meta.note).toBe(`The largest file this field takes, in MB (at most ${FORM_FILE_MAX_MB})`);
    for (const field of [subfields.file_types, subfields.max_size_mb]) {
      expect(field.meta.conditions).toEqual([{ name: 'Only for file fields', rule: { _and: [{ type: { _neq: 'file' } }] }, hidden: true }]);
    }
  });

  it('refuses to save a file field that takes no kind of file', async () => {
    const id = await formId('Contact us');
    const { body } = await request('GET', `/items/forms/${id}?fields=fields`);
    /** @type {{ name: string, type: string }[]} */
    const fields = body.data.fields;
    const response = await request('PATCH', `/items/forms/${id}`, {
      fields: fields.map((field) => (field.type === 'file' ? { ...field, file_types: [] } : field)),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toBe(
      '“Attachment” is a file field that takes no kind of file: tick at least one under “Allowed files”.',
    );
  });
});

describe('the e-mails, sent by Directus', () => {
  it('tell the form’s recipients and confirm to the sender, in the form’s language', async () => {
    const marker = `Mail ${randomUUID()}`;
    const id = await submit(await formId('Contact us'), { name: 'Ada', email: 'ada@example.com', message: marker });
    const [notification] = await waitForMails(marker, 1);
    expect(notification).toMatchObject({ to: [STUDIO], subject: 'New submission: Contact us' });
    const link = `${url}/admin/content/form_submissions/${id}`;
    expect(notification.text).toContain(link);
    // The link opens the Data Studio (which then shows the submission to a signed-in user).
    const studio = await fetch(link);
    expect(studio.status).toBe(200);
    expect(await studio.text()).toContain('<div id="app"');
    expect(notification.headers).toContain('Reply-To: ada@example.com');

    const german = await submit(await formId('Kontakt'), { name: 'Ada', email: 'ada-de@example.com', message: marker });
    expect(german).toBeTruthy();
    await waitForMails(marker, 2);
    const [confirmation] = await waitForMails('Vielen Dank für Ihre Nachricht an Tessera', 1).then((found) =>
      found.filter((mail) => mail.to.includes('ada-de@example.com')),
    );
    expect(confirmation).toMatchObject({ subject: 'Kontakt' });
    expect((await mails(marker)).map((mail) => mail.to)).toEqual([[STUDIO], [STUDIO]]);
  });

  /** The header lines that name recipients or a subject, as sent. */
  const addressing = (/** @type {CaughtMail} */ mail) => mail.headers.filter((line) => /^(to|bcc|cc|subject|reply-to):/i.test(line)).sort();
  const INJECTED = '\r\nBcc: victim@example.com\r\nCc: victim2@example.com\r\nSubject: hijacked';

  it('cannot be made to add a header or a recipient through values with CR/LF and “Bcc:”', async () => {
    const marker = `Injection ${randomUUID()}`;
    await submit(await formId('Contact us'), {
      name: `Eve${INJECTED}`,
      email: `eve@example.com${INJECTED}`,
      topic: `Orders${INJECTED}`,
      subject: `Hello${INJECTED}`,
      message: `${marker}\r\n.\r\nRCPT TO:<victim@example.com>`,
    });
    const [mail] = await waitForMails(marker, 1);
    expect(mail.to).toEqual([STUDIO]);
    expect(addressing(mail)).toEqual(['Subject: New submission: Contact us', `To: ${STUDIO}`]);
    // The values are in the body, as text.
    expect(mail.text).toContain('Your name: Eve\nBcc: victim@example.com');
    // An address with a header after it is no address: no Reply-To and no confirmation.
    expect((await caught()).filter((sent) => sent.to.some((to) => /victim|eve@/.test(to)))).toEqual([]);
  });

  it('sends the confirmation only to the sender, whatever the other values hold', async () => {
    const marker = `Confirmation injection ${randomUUID()}`;
    const sender = `eve-${randomUUID().slice(0, 8)}@example.com`;
    await submit(await formId('Contact us'), {
      name: `Eve${INJECTED}`,
      email: sender,
      subject: `Hello${INJECTED}`,
      message: marker,
    });
    const [notification] = await waitForMails(marker, 1);
    expect(notification.to).toEqual([STUDIO]);
    expect(addressing(notification)).toEqual([`Reply-To: ${sender}`, 'Subject: New submission: Contact us', `To: ${STUDIO}`]);
    let confirmation;
    for (let attempt = 0; attempt < 80 && !confirmation; attempt++) {
      confirmation = (await caught()).find((sent) => sent.to.includes(sender) && !sent.text.includes(marker));
      if (!confirmation) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!confirmation) throw new Error(`No confirmation to ${sender}`);
    expect(confirmation.to).toEqual([sender]);
    expect(addressing(confirmation)).toEqual(['Subject: Contact us', `To: ${sender}`]);
    expect((await caught()).filter((sent) => sent.to.some((to) => to.includes('victim')))).toEqual([]);
  });

  // File names as a hostile visitor would choose them (the site sanitises names too; the e-mail trusts none).
  const HOSTILE_NAMES = [
    `plan${INJECTED}.pdf`,
    '<img src=x onerror=alert(1)>.pdf',
    '"><script>alert(1)</script>.pdf',
    `${'a'.repeat(296)}.pdf`,
  ];

  it('name each attached file with its size and Data Studio link, never attach it, and escape its name', async () => {
    for (const name of HOSTILE_NAMES) {
      const marker = `File ${randomUUID()}`;
      const sender = `ada-${randomUUID().slice(0, 8)}@example.com`;
      const file = await upload(name);
      await submit(await formId('Contact us'), { name: 'Ada', email: sender, message: marker, attachment: file }, [file]);
      const [notification] = await waitForMails(marker, 1);
      expect(notification.to).toEqual([STUDIO]);
      expect(addressing(notification)).toEqual([`Reply-To: ${sender}`, 'Subject: New submission: Contact us', `To: ${STUDIO}`]);
      expect(notification.headers.some((line) => /^content-disposition: attachment/i.test(line))).toBe(false);
      const link = `${url}/admin/files/${file}`;
      // On one line: CR/LF in a name starts no line of its own.
      expect(notification.text).toContain(`Attachment: ${name.replace(/\s+/g, ' ')} (1 kB) <${link}>`);
      expect(notification.html).toContain(`<a href="${link}">`);
      expect(notification.html).not.toMatch(/<img|<script|onerror=alert\(1\)>/);
      // The link opens the Data Studio.
      expect((await fetch(link)).status).toBe(200);

      let confirmation;
      for (let attempt = 0; attempt < 80 && !confirmation; attempt++) {
        confirmation = (await caught()).find((sent) => sent.to.includes(sender));
        if (!confirmation) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      if (!confirmation) throw new Error(`No confirmation to ${sender}`);
      // The sender learns the file arrived, not its name: nothing the visitor chose goes to the address they typed.
      expect(confirmation.text).toContain('Attachment: 1 kB');
      expect(`${confirmation.text}${confirmation.html}`).not.toMatch(/\.pdf|\/admin\//);
    }
    expect((await caught()).filter((sent) => sent.to.some((to) => to.includes('victim')))).toEqual([]);
  });

  it('refuses to save a form whose notify list has something that is not an address', async () => {
    const id = await formId('Contact us');
    const response = await request('PATCH', `/items/forms/${id}`, { notify: ['studio@tessera.example.com', 'owner@'] });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toBe(
      '“owner@” is not an e-mail address: each entry of “Notify” must look like name@example.com.',
    );
  });
});

describe('the private folder', () => {
  it('is made by the set-up, and can hold neither folders nor be deleted', async () => {
    const folder = await request('GET', `/folders/${PRIVATE_FOLDER.id}`);
    expect(folder.body.data).toMatchObject({ id: PRIVATE_FOLDER.id, name: PRIVATE_FOLDER.name });

    const inside = await request('POST', '/folders', { name: `Inside ${randomUUID()}`, parent: PRIVATE_FOLDER.id });
    expect(inside.status).toBe(400);
    expect(inside.body.errors[0].message).toBe(
      `“${PRIVATE_FOLDER.name}” cannot hold folders: the site would serve their files. Put the files in it directly.`,
    );
    const elsewhere = await request('POST', '/folders', { name: `Elsewhere ${randomUUID()}` });
    expect(elsewhere.status).toBe(200);
    const moved = await request('PATCH', `/folders/${elsewhere.body.data.id}`, { parent: PRIVATE_FOLDER.id });
    expect(moved.status).toBe(400);
    expect((await request('DELETE', `/folders/${elsewhere.body.data.id}`)).status).toBe(204);

    const deleted = await request('DELETE', `/folders/${PRIVATE_FOLDER.id}`);
    expect(deleted.status).toBe(400);
    expect(deleted.body.errors[0].message).toMatch(/cannot be deleted: its files would move to the root/);
    expect((await request('GET', `/folders/${PRIVATE_FOLDER.id}`)).status).toBe(200);
  });
});

describe('a submission’s files', () => {
  const api = adminApi(/** @type {string} */ (url), /** @type {string} */ (process.env.TESSERA_TEST_ADMIN_TOKEN));
  /** @param {string} file */
  const exists = async (file) => (await request('GET', `/files/${file}?fields=id`)).status === 200;

  it('are private: the site uploads and links them, nobody without a token reads them, and the site deletes none', async () => {
    const file = await upload('plan.pdf');
    const submission = await submit(await formId('Contact us'), { name: 'Ada', message: 'With a plan', attachment: file }, [file]);
    const { body } = await request(
      'GET',
      `/items/form_submissions/${submission}?fields=data,files.directus_files_id.id,files.directus_files_id.folder`,
    );
    expect(body.data).toEqual({
      data: { name: 'Ada', message: 'With a plan', attachment: file },
      files: [{ directus_files_id: { id: file, folder: PRIVATE_FOLDER.id } }],
    });
    for (const path of [`/assets/${file}`, `/assets/${file}?download`, `/files/${file}`]) {
      expect((await fetch(`${url}${path}`)).status, path).toBe(403);
    }
    const site = process.env.TESSERA_TEST_SITE_TOKEN;
    expect((await request('DELETE', `/files/${file}`, undefined, site)).status).toBe(403);
    expect((await request('DELETE', `/items/form_submissions/${submission}`, undefined, site)).status).toBe(403);

    // An editor deletes the submission: its links go with it, the file waits for the clean-up.
    expect((await request('DELETE', `/items/form_submissions/${submission}`)).status).toBe(204);
    expect((await request('GET', `/items/form_submissions_files?filter[form_submissions_id][_eq]=${submission}`)).body.data).toEqual([]);
    expect(await exists(file)).toBe(true);
  });

  /**
   * The clean-up's files through the REST API, as the hook reaches them through Directus's services.
   * @type {import('./orphans.js').FileStore}
   */
  const store = {
    userId: async (email) =>
      (await api.get(`/users${query({ filter: { email: { _eq: email } }, fields: 'id', limit: 1 })}`))[0]?.id ?? null,
    fileIds: async (filter, limit) =>
      /** @type {{ id: string }[]} */ (await api.get(`/files${query({ filter, fields: 'id', sort: 'uploaded_on', limit })}`)).map(
        (file) => file.id,
      ),
    deleteFiles: async (ids) => {
      await api.delete('/files', ids);
    },
  };
  /** Makes a file look uploaded a day and an hour ago. @param {string} file */
  const age = (file) => api.patch(`/files/${file}`, { uploaded_on: new Date(Date.now() - ORPHAN_AGE_MS - 3_600_000).toISOString() });

  it('that no submission links are deleted after a day, when the site uploaded them into the private folder', async () => {
    const admin = process.env.TESSERA_TEST_ADMIN_TOKEN;
    const orphan = await upload('orphan.pdf');
    const linked = await upload('linked.pdf');
    const editors = await upload('editors.pdf', { token: admin });
    const elsewhere = await upload('elsewhere.pdf', { folder: null });
    const recent = await upload('recent.pdf');
    const submission = await submit(await formId('Contact us'), { name: 'Ada', message: 'Kept', attachment: linked }, [linked]);
    for (const file of [orphan, linked, editors, elsewhere]) await age(file);

    const deleted = await deleteOrphanUploads(store);
    expect(deleted).toContain(orphan);
    for (const file of [linked, editors, elsewhere, recent]) expect(deleted).not.toContain(file);
    expect(await exists(orphan)).toBe(false);
    for (const file of [linked, editors, elsewhere, recent]) expect(await exists(file)).toBe(true);

    // A day on, the recent one goes too; once its submission is deleted, so does the linked one.
    expect(await deleteOrphanUploads(store, new Date(Date.now() + ORPHAN_AGE_MS + 60_000))).toContain(recent);
    await api.delete(`/items/form_submissions/${submission}`);
    expect(await deleteOrphanUploads(store)).toEqual([linked]);
    expect(await exists(linked)).toBe(false);
    for (const file of [editors, elsewhere]) expect(await exists(file)).toBe(true);
    await api.delete('/files', [editors, elsewhere]);
  });
});
