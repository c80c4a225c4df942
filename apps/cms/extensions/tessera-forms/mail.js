// The e-mails of a form submission, as pure functions of the form and the submission, so that they can be tested
// without Directus or a mail server. Visitors' values only ever reach the bodies: every header is either the
// editor's (recipients, the form's title) or an address that passed ADDRESS, and control characters are taken out of
// each header text, so a value with CR/LF and "Bcc:" cannot add a header or a recipient. A file the visitor attached
// is named (its name as the site stored it, which the e-mail does not trust either) and linked in the Data Studio,
// never attached.

/**
 * A form as these e-mails read it (the `forms` item; `fields` is the editor's JSON list).
 * @typedef {{ title?: unknown, language?: unknown, notify?: unknown, confirmation_message?: unknown, fields?: unknown }} Form
 */
/** @typedef {{ name?: unknown, label?: unknown, type?: unknown }} Field */
/**
 * A file a visitor attached, as Directus stores it (`directus_files`): its name and its size in bytes.
 * @typedef {{ id: string, filename_download?: unknown, title?: unknown, filesize?: unknown }} StoredFile
 */
/** @typedef {{ label: string, value: string, link?: string }} Row a field's label and value, and the Data Studio link of its file */
/** @typedef {Record<string, unknown> | null | undefined} SubmissionData */
/** @typedef {{ to: string | string[], subject: string, text: string, html: string, replyTo?: string }} Mail */

/** An e-mail address as the site accepts it: no spaces, quotes, brackets, separators or control characters (C0, C1, line breaks). */
const ADDRESS =
  /^[^\s@"<>(),;:\\[\]\u0000-\u001f\u007f-\u009f\u2028\u2029]+@[^\s@"<>(),;:\\[\]\u0000-\u001f\u007f-\u009f\u2028\u2029]+\.[^\s@"<>(),;:\\[\]\u0000-\u001f\u007f-\u009f\u2028\u2029]+$/;

/**
 * @param {unknown} value
 * @returns {value is string}
 */
export const isAddress = (value) => typeof value === 'string' && value.length <= 254 && ADDRESS.test(value);

/**
 * A form's `notify` list (Directus's CSV field: an array, or a comma-separated string), trimmed, empties left out.
 * @param {unknown} notify
 */
export function notifyList(notify) {
  const entries = Array.isArray(notify) ? notify : typeof notify === 'string' ? notify.split(',') : [];
  return entries.map((entry) => (typeof entry === 'string' ? entry.trim() : '')).filter((entry) => entry !== '');
}

/**
 * Text for a header: control characters (CR and LF among them) become spaces, and it is kept short.
 * @param {unknown} text
 */
export const headerText = (text) => oneLine(text).slice(0, 150);

/**
 * Text on one line: control characters (CR and LF among them) become spaces.
 * @param {unknown} text
 */
const oneLine = (text) =>
  String(text ?? '')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** @param {unknown} text */
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** @param {unknown} value */
function shown(value) {
  if (value === null || value === undefined || value === '') return '—';
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A file's name, on one line.
 * @param {StoredFile} file
 */
const fileName = (file) => oneLine(file.filename_download || file.title || file.id);

/**
 * A file's size in MB or kB (of 1,024 bytes, as file managers count them), written the language's way; null when
 * Directus has none.
 * @param {StoredFile} file
 * @param {string} language
 */
function fileSize(file, language) {
  const bytes = Number(file.filesize);
  if (!Number.isFinite(bytes) || bytes <= 0) return null;
  const [amount, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'megabyte'] : [Math.max(1, bytes / 1024), 'kilobyte'];
  let locale = 'en';
  try {
    locale = Intl.NumberFormat.supportedLocalesOf([language]).length > 0 ? language : 'en';
  } catch {
    // Not a language tag at all.
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: unit === 'megabyte' ? 1 : 0 }).format(amount);
}

/** @param {StoredFile} file */
function fileSummary(file) {
  const size = fileSize(file, 'en');
  return size ? `${fileName(file)} (${size})` : fileName(file);
}

/**
 * The ids of the files the submission's file fields hold (each a Directus file id, or null when none was attached).
 * @param {Form} form
 * @param {SubmissionData} data
 */
export function attachedFileIds(form, data) {
  return fileFields(form)
    .map((field) => (data && typeof data === 'object' ? data[field.name] : null))
    .filter(/** @returns {value is string} */ (value) => typeof value === 'string' && value !== '');
}

/**
 * The form's file fields that have a name.
 * @param {Form} form
 */
const fileFields = (form) =>
  fieldsOf(form).filter(
    /** @returns {field is Field & { name: string }} */ (field) => field.type === 'file' && typeof field.name === 'string',
  );

/**
 * The submission's values under the form's labels, in the form's order; values the form no longer has come last. A
 * file field's value is the file's name and size, with its link in the Data Studio (under `studioUrl`).
 * @param {Form} form
 * @param {SubmissionData} data
 * @param {{ files?: StoredFile[], studioUrl?: string }} [attachments]
 * @returns {Row[]}
 */
export function submissionRows(form, data, { files = [], studioUrl = '' } = {}) {
  const values = data && typeof data === 'object' ? data : {};
  const definitions = fieldsOf(form).filter(/** @returns {field is Field & { name: string }} */ (field) => typeof field.name === 'string');
  const known = new Set(definitions.map((field) => field.name));
  /** @returns {Row} */
  const row = (/** @type {Field & { name: string }} */ field) => {
    const label = String(field.label || field.name);
    const file = field.type === 'file' ? files.find((candidate) => candidate.id === values[field.name]) : undefined;
    if (!file) return { label, value: shown(values[field.name]) };
    return { label, value: fileSummary(file), link: `${studioBase(studioUrl)}/admin/files/${encodeURIComponent(file.id)}` };
  };
  return [
    ...definitions.filter((field) => field.name in values).map(row),
    ...Object.keys(values)
      .filter((name) => !known.has(name))
      .map((name) => ({ label: name, value: shown(values[name]) })),
  ];
}

/** @param {string} studioUrl */
const studioBase = (studioUrl) => studioUrl.replace(/\/+$/, '');

/**
 * The form's field definitions that are objects.
 * @param {Form} form
 * @returns {Field[]}
 */
const fieldsOf = (form) => (Array.isArray(form.fields) ? form.fields.filter((field) => field !== null && typeof field === 'object') : []);

/** The address in the submission's first e-mail field, when it is one. */
/**
 * @param {Form} form
 * @param {SubmissionData} data
 */
export function senderAddress(form, data) {
  const field = fieldsOf(form).find((candidate) => candidate.type === 'email');
  const value = field && typeof field.name === 'string' && data && typeof data === 'object' ? data[field.name] : null;
  return isAddress(value) ? value : null;
}

/**
 * The e-mail to the form's recipients: every field, and a link to the submission in the Data Studio; each attached
 * file by its name and size, linked in the Data Studio (never attached to the e-mail). Replies go to the sender's
 * address when the form has one.
 * @returns {Mail | null}
 */
export function notificationMail(
  /** @type {{ form: Form, submissionId: string | number, data: SubmissionData, studioUrl: string, files?: StoredFile[] }} */ {
    form,
    submissionId,
    data,
    studioUrl,
    files = [],
  },
) {
  const to = notifyList(form.notify).filter(isAddress);
  if (to.length === 0) return null;
  const link = `${studioBase(studioUrl)}/admin/content/form_submissions/${encodeURIComponent(String(submissionId))}`;
  const rows = submissionRows(form, data, { files, studioUrl });
  const title = headerText(form.title) || 'A form';
  const replyTo = senderAddress(form, data);
  const text = [
    `A new submission of “${title}”:`,
    '',
    ...rows.map(({ label, value, link: fileLink }) => `${label}: ${value}${fileLink ? ` <${fileLink}>` : ''}`),
    '',
    `Open it in the Data Studio: ${link}`,
  ].join('\n');
  const html = [
    `<p>A new submission of “${escapeHtml(title)}”:</p>`,
    '<table cellpadding="4">',
    ...rows.map(
      ({ label, value, link: fileLink }) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${
          fileLink ? `<a href="${escapeHtml(fileLink)}">${escapeHtml(value)}</a>` : escapeHtml(value)
        }</td></tr>`,
    ),
    '</table>',
    `<p><a href="${escapeHtml(link)}">Open it in the Data Studio</a></p>`,
  ].join('\n');
  return { to, subject: `New submission: ${title}`, text, html, ...(replyTo ? { replyTo } : {}) };
}

/**
 * The confirmation to the sender: the form's own text (written in its language), when it has one and an address, and
 * each file received, as its field's label and its size in the form's language. Not the file's name, which the
 * visitor chose: the sender's address is whatever the visitor typed, and nothing of theirs goes to it (nor a link:
 * the sender has no Data Studio).
 * @returns {Mail | null}
 */
export function confirmationMail(/** @type {{ form: Form, data: SubmissionData, files?: StoredFile[] }} */ { form, data, files = [] }) {
  const message = typeof form.confirmation_message === 'string' ? form.confirmation_message.trim() : '';
  const to = senderAddress(form, data);
  if (!message || !to) return null;
  const language = headerText(form.language) || 'en';
  const received = fileFields(form).flatMap((field) => {
    const file = files.find((candidate) => data && candidate.id === data[field.name]);
    return file ? [`${String(field.label || field.name)}: ${fileSize(file, language) ?? '✓'}`] : [];
  });
  const paragraphs = [...message.split(/\n\s*\n/), ...(received.length > 0 ? [received.join('\n')] : [])].map(
    (paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
  );
  const html = `<div dir="auto" lang="${escapeHtml(language)}">${paragraphs.join('\n')}</div>`;
  const text = received.length > 0 ? `${message}\n\n${received.join('\n')}` : message;
  return { to, subject: headerText(form.title) || message.slice(0, 60), text, html };
}
