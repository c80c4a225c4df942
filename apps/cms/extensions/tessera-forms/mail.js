// The e-mails of a form submission, as pure functions of the form and the submission, so that they can be tested
// without Directus or a mail server. Visitors' values only ever reach the bodies: every header is either the
// editor's (recipients, the form's title) or an address that passed ADDRESS, and control characters are taken out of
// each header text, so a value with CR/LF and "Bcc:" cannot add a header or a recipient.

/**
 * A form as these e-mails read it (the `forms` item; `fields` is the editor's JSON list).
 * @typedef {{ title?: unknown, language?: unknown, notify?: unknown, confirmation_message?: unknown, fields?: unknown }} Form
 */
/** @typedef {{ name?: unknown, label?: unknown, type?: unknown }} Field */
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
export const headerText = (text) =>
  String(text ?? '')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);

/** @param {unknown} text */
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** @param {unknown} value */
function shown(value) {
  if (value === null || value === undefined || value === '') return '—';
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The submission's values under the form's labels, in the form's order; values the form no longer has come last. */
/**
 * @param {Form} form
 * @param {SubmissionData} data
 * @returns {[string, string][]}
 */
export function submissionRows(form, data) {
  const values = data && typeof data === 'object' ? data : {};
  const definitions = fieldsOf(form).filter(/** @returns {field is Field & { name: string }} */ (field) => typeof field.name === 'string');
  const known = new Set(definitions.map((field) => field.name));
  return [
    ...definitions
      .filter((field) => field.name in values)
      .map(/** @returns {[string, string]} */ (field) => [String(field.label || field.name), shown(values[field.name])]),
    ...Object.keys(values)
      .filter((name) => !known.has(name))
      .map(/** @returns {[string, string]} */ (name) => [name, shown(values[name])]),
  ];
}

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
 * The e-mail to the form's recipients: every field, and a link to the submission in the Data Studio (where the
 * attachments are, never in the e-mail). Replies go to the sender's address when the form has one.
 * @returns {Mail | null}
 */
export function notificationMail(
  /** @type {{ form: Form, submissionId: string | number, data: SubmissionData, studioUrl: string }} */ {
    form,
    submissionId,
    data,
    studioUrl,
  },
) {
  const to = notifyList(form.notify).filter(isAddress);
  if (to.length === 0) return null;
  const link = `${studioUrl.replace(/\/+$/, '')}/admin/content/form_submissions/${encodeURIComponent(String(submissionId))}`;
  const rows = submissionRows(form, data);
  const title = headerText(form.title) || 'A form';
  const replyTo = senderAddress(form, data);
  const text = [
    `A new submission of “${title}”:`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open it in the Data Studio: ${link}`,
  ].join('\n');
  const html = [
    `<p>A new submission of “${escapeHtml(title)}”:</p>`,
    '<table cellpadding="4">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p><a href="${escapeHtml(link)}">Open it in the Data Studio</a></p>`,
  ].join('\n');
  return { to, subject: `New submission: ${title}`, text, html, ...(replyTo ? { replyTo } : {}) };
}

/**
 * The confirmation to the sender: the form's own text (written in its language), when it has one and an address.
 * @returns {Mail | null}
 */
export function confirmationMail(/** @type {{ form: Form, data: SubmissionData }} */ { form, data }) {
  const message = typeof form.confirmation_message === 'string' ? form.confirmation_message.trim() : '';
  const to = senderAddress(form, data);
  if (!message || !to) return null;
  const paragraphs = message.split(/\n\s*\n/).map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  const html = `<div dir="auto" lang="${escapeHtml(headerText(form.language) || 'en')}">${paragraphs.join('\n')}</div>`;
  return { to, subject: headerText(form.title) || message.slice(0, 60), text: message, html };
}
