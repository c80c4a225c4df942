'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef, useState, useTransition, type FocusEvent, type FormEvent } from 'react';
import type { PhoneCheck } from '@/features/phone/constants';
import type { CountryOption } from '@/features/phone/countries';
import { loadPhoneLib } from '@/features/phone/load-phone-lib';
import { PhoneInput } from '@/features/phone/PhoneInput';
import { IntlIsland } from '@/lib/i18n/IntlIsland';
import type { IslandIntl } from '@/lib/i18n/island';
import { countryFieldName, HONEYPOT_NAME, RETURN_NAME, shownFields, SUBMISSION_ID_NAME, type FieldDefinition } from './definition';
import styles from './Form.module.css';
import type { FormMessage } from './messages';
import { echoValues, readFormInput, shownFor, validateForm, type FieldErrors } from './schema';
import { initialFormState, SUBMIT_MESSAGES, type FormState } from './state';

export interface FormClientProps {
  /** The server action, bound to the form's id. */
  action: (state: FormState, data: FormData) => Promise<FormState>;
  /** Makes the fields' ids unique on the page. */
  idPrefix: string;
  fields: FieldDefinition[];
  /** The form's own submit label and success message (Directus), when it has them. */
  submitLabel: string | null;
  successMessage: string | null;
  /** For forms with a phone field: the country list and the default country. */
  phone: { countries: CountryOption[]; defaultCountry: string } | null;
  /**
   * For forms with a file field: the route they post to (server actions take no files), the page and anchor a post
   * without JavaScript returns to, and the outcome of this visitor's last such post, if any.
   */
  upload: { url: string; returnTo: string; result: FormState | null } | null;
}

/** Until libphonenumber is here (or if it cannot load), phone numbers are left to the server's check. */
const deferToServer: PhoneCheck = (number) => ({ ok: true, e164: number });

const AUTOCOMPLETE: Record<string, string> = { name: 'name', full_name: 'name', company: 'organization', organisation: 'organization' };

/** The name of the form control an event came from ('' for anything without one). */
function controlName(target: EventTarget): string {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
    ? target.name
    : '';
}

function isEmpty(field: FieldDefinition, data: FormData): boolean {
  const value = data.get(field.name);
  if (field.type === 'checkbox') return value === null;
  if (field.type === 'file') return !(value instanceof Blob) || value.size === 0;
  return typeof value !== 'string' || value.trim() === '';
}

/** Posts a form with files to its route; its answer is the form's new state. */
async function postWithFiles(url: string, data: FormData): Promise<FormState> {
  const response = await fetch(url, { method: 'POST', body: data, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The form's route answered ${response.status}`);
  return (await response.json()) as FormState;
}

/**
 * A CMS form. It posts to a server action, so it works without JavaScript (the page re-renders
 * with the errors or the success message); with JavaScript the same zod schema checks each field
 * on blur and the whole form on submit, before the server checks again.
 */
const sameMessage = (a: FormMessage | undefined, b: FormMessage | undefined) => JSON.stringify(a) === JSON.stringify(b);

export function FormClient({ intl, ...props }: FormClientProps & { intl: IslandIntl<'Form' | 'Phone'> }) {
  return (
    <IntlIsland intl={intl}>
      <CmsForm {...props} />
    </IntlIsland>
  );
}

function CmsForm({ action, idPrefix, fields, submitLabel, successMessage, phone, upload }: FormClientProps) {
  const t = useTranslations();
  const say = (message: FormMessage) => ('key' in message ? t(message.key, message.values) : message.text);
  // Without JavaScript (or before hydration) the form posts natively and the page re-renders with
  // the action's answer; useActionState carries it. With JavaScript, onSubmit calls the action
  // itself, so that even a failed request (the site unreachable, a new deployment) keeps the form.
  const [postedState, formAction, posting] = useActionState(action, upload?.result ?? initialFormState);
  const [clientState, setClientState] = useState<FormState | null>(null);
  const [sending, startSending] = useTransition();
  const state = clientState ?? postedState;
  const pending = posting || sending;
  const submittingRef = useRef(false);
  const [errors, setErrors] = useState<FieldErrors>(state.errors);
  // The error summary lists the errors of the latest attempt; `attempt` re-announces it and the form message.
  const [summary, setSummary] = useState<FieldErrors>(state.status === 'invalid' ? state.errors : {});
  const [attempt, setAttempt] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [seenState, setSeenState] = useState(state);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const submissionIdRef = useRef('');
  // The fields their conditions show, from the values the form was rendered with, then from what the visitor
  // picks. A concealed field is hidden by CSS only where scripts run: without them every field shows, the server decides.
  const conditional = fields.some((field) => field.showWhen);
  const [shown, setShown] = useState(() => shownFields(fields, (name) => state.values[name] ?? ''));

  function updateShown() {
    if (!conditional || !formRef.current) return;
    const next = shownFor(fields, readFormInput(fields, new FormData(formRef.current)));
    setShown((current) => ([...next].join() === [...current].join() ? current : next));
    // A field that is hidden no longer has an error.
    setErrors((current) => {
      const hidden = Object.keys(current).filter((name) => !next.has(name));
      if (hidden.length === 0) return current;
      const rest = { ...current };
      for (const name of hidden) delete rest[name];
      return rest;
    });
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once: a browser may have restored other choices
  useEffect(updateShown, []);

  // A new answer from the server replaces the errors shown.
  if (state !== seenState) {
    setSeenState(state);
    setErrors(state.errors);
    setSummary(state.status === 'invalid' ? state.errors : {});
    setAttempt((count) => count + 1);
  }

  const fieldId = (name: string) => `${idPrefix}-${name}`;

  function focusFirstInvalid(fieldErrors: FieldErrors) {
    const first = fields.find((field) => fieldErrors[field.name]);
    if (first) document.getElementById(fieldId(first.name))?.focus();
  }

  useEffect(() => {
    if (state.status === 'success') successRef.current?.focus();
    else if (state.status === 'invalid') focusFirstInvalid(state.errors);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new answer arrives
  }, [state]);

  async function phoneCheck(data: FormData, only?: FieldDefinition): Promise<PhoneCheck> {
    const used = (only ? [only] : fields).some((field) => field.type === 'phone' && !isEmpty(field, data));
    if (!used) return deferToServer;
    return loadPhoneLib().then(
      (lib) => lib.check,
      () => deferToServer,
    );
  }

  async function validateField(field: FieldDefinition) {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const result = validateForm([field], readFormInput([field], data), await phoneCheck(data, field));
    const message = result.ok ? undefined : result.errors[field.name];
    setErrors((current) => {
      if (sameMessage(current[field.name], message)) return current;
      const next = { ...current };
      if (message) next[field.name] = message;
      else delete next[field.name];
      return next;
    });
    if (message) setAnnouncement(`${field.label}: ${say(message)}`);
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const field = fields.find((candidate) => candidate.name === controlName(event.target));
    if (!field || !formRef.current) return;
    // Passing through an empty field is not an error yet; the submit will say so.
    if (isEmpty(field, new FormData(formRef.current)) && !errors[field.name]) return;
    void validateField(field);
  }

  /** Once a field shows an error, every change re-checks it, so the error goes as soon as it is fixed. */
  function revalidateIfShown(name: string) {
    const field = fields.find((candidate) => candidate.name === name);
    // After React has applied the change (the phone input reformats, the country input updates).
    if (field && errors[field.name]) setTimeout(() => void validateField(field), 0);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || submittingRef.current) return;
    submittingRef.current = true;
    try {
      const data = new FormData(event.currentTarget);
      submissionIdRef.current ||= state.submissionId || crypto.randomUUID();
      data.set(SUBMISSION_ID_NAME, submissionIdRef.current);
      const result = validateForm(fields, readFormInput(fields, data), await phoneCheck(data));
      if (!result.ok) {
        setErrors(result.errors);
        setSummary(result.errors);
        setAttempt((count) => count + 1);
        focusFirstInvalid(result.errors);
        return;
      }
      setErrors({});
      setSummary({});
      startSending(async () => {
        let next: FormState;
        try {
          next = upload ? await postWithFiles(upload.url, data) : await action(state, data);
        } catch {
          next = {
            status: 'failed',
            message: SUBMIT_MESSAGES.failed,
            errors: {},
            values: echoValues(fields, data),
            submissionId: submissionIdRef.current,
          };
        }
        setClientState(next);
      });
    } finally {
      submittingRef.current = false;
    }
  }

  if (state.status === 'success') {
    return (
      <div ref={successRef} className={styles.success} role="status" tabIndex={-1}>
        {state.message ? say(state.message) : (successMessage ?? t('Form.submit.success'))}
      </div>
    );
  }

  const summaryFields = fields.filter((field) => summary[field.name] && shown.has(field.name));
  const formMessage = state.status === 'failed' || state.status === 'blocked' ? state.message : null;

  return (
    <form
      ref={formRef}
      className={styles.form}
      {...(upload ? { action: upload.url, method: 'post', encType: 'multipart/form-data' } : { action: formAction })}
      onSubmit={onSubmit}
      onBlur={onBlur}
      onChange={(event) => {
        updateShown();
        const name = controlName(event.target);
        // A chosen file is checked at once: its size and kind are known before anything is sent.
        const file = fields.find((field) => field.file && field.name === name);
        if (file) void validateField(file);
        else revalidateIfShown(name);
      }}
      noValidate
      aria-busy={pending || undefined}
    >
      {formMessage && (
        <div key={`message-${attempt}`} className={styles.alert} role="alert">
          {say(formMessage)}
        </div>
      )}
      {summaryFields.length > 0 && (
        <div key={`summary-${attempt}`} className={styles.summary} role="alert" aria-labelledby={`${idPrefix}-summary`}>
          <h3 id={`${idPrefix}-summary`} className={styles.summaryTitle}>
            {say(SUBMIT_MESSAGES.invalid)}
          </h3>
          <ul>
            {summaryFields.map((field) => (
              <li key={field.name}>
                <a href={`#${fieldId(field.name)}`}>
                  {field.label}: {say(summary[field.name]!)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      {fields.map((field) => {
        const id = fieldId(field.name);
        const error = errors[field.name];
        const helpId = field.helpText || field.file ? `${id}-help` : undefined;
        const errorId = error ? `${id}-error` : undefined;
        const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
        const value = state.values[field.name] ?? '';
        const concealed = shown.has(field.name) ? undefined : true;
        const common = {
          id,
          name: field.name,
          required: field.required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        } as const;
        const label = (
          <label id={`${id}-label`} htmlFor={id} className={field.type === 'checkbox' ? undefined : styles.label}>
            {field.label}
            {!field.required && field.type !== 'checkbox' && <span className={styles.optional}>{t('Form.optional')}</span>}
          </label>
        );
        const messages = (
          <>
            {helpId && (
              <p id={helpId} className={styles.help}>
                {field.helpText}
                {field.file && (
                  <span className={styles.fileHint}>{t('Form.fileHint', { types: field.file.names, max: field.file.maxMb })}</span>
                )}
                {/* A post without JavaScript came back: the browser has let go of the file. */}
                {field.file && value && clientState === null && !error && (
                  <span className={styles.fileHint}>{t('Form.fileAgain', { name: value })}</span>
                )}
              </p>
            )}
            {error && (
              <p id={errorId} className={styles.error}>
                <span className={styles.visuallyHidden}>{t('Form.error')}</span>
                {say(error)}
              </p>
            )}
          </>
        );

        if (field.type === 'checkbox') {
          return (
            <div
              key={field.name}
              className={`${styles.field} ${styles.checkboxField}`}
              data-invalid={error ? true : undefined}
              data-concealed={concealed}
            >
              <div className={styles.checkbox}>
                <input {...common} type="checkbox" defaultChecked={value === 'on'} />
                {label}
              </div>
              {messages}
            </div>
          );
        }
        return (
          <div key={field.name} className={styles.field} data-invalid={error ? true : undefined} data-concealed={concealed}>
            {label}
            {messages}
            {field.type === 'textarea' ? (
              <textarea {...common} className={styles.input} rows={6} defaultValue={value} />
            ) : field.type === 'select' ? (
              <select {...common} className={styles.input} defaultValue={value}>
                <option value="">{t('Form.choose')}</option>
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : field.file ? (
              <input {...common} className={styles.file} type="file" accept={[...field.file.extensions, ...field.file.types].join(',')} />
            ) : field.type === 'phone' && phone ? (
              <PhoneInput
                id={id}
                name={field.name}
                countryName={countryFieldName(field.name)}
                countries={phone.countries}
                defaultCountry={state.values[countryFieldName(field.name)] || phone.defaultCountry}
                detectCountry={!state.values[countryFieldName(field.name)]}
                defaultValue={value}
                required={field.required}
                invalid={Boolean(error)}
                describedBy={describedBy}
                labelledBy={`${id}-label`}
                inputClassName={styles.input}
                onCountryChange={() => revalidateIfShown(field.name)}
              />
            ) : (
              <input
                {...common}
                className={styles.input}
                type={field.type === 'email' ? 'email' : 'text'}
                autoComplete={field.type === 'email' ? 'email' : AUTOCOMPLETE[field.name]}
                defaultValue={value}
              />
            )}
          </div>
        );
      })}

      {/* The spam trap: hidden from view and from assistive technology, skipped by the keyboard. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={fieldId(HONEYPOT_NAME)}>{t('Form.trap')}</label>
        <input id={fieldId(HONEYPOT_NAME)} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={SUBMISSION_ID_NAME} defaultValue={state.submissionId} />
      {upload && <input type="hidden" name={RETURN_NAME} value={upload.returnTo} />}

      <div className={styles.actions}>
        <button type="submit" className="button" aria-disabled={pending || undefined}>
          {pending ? t('Form.sending') : (submitLabel ?? t('Form.send'))}
        </button>
      </div>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </form>
  );
}
