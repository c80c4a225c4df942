import * as z from 'zod/mini';
import { PHONE_MAX_LENGTH, type PhoneCheck } from '@/features/phone/constants';
import { countryFieldName, MAX_LENGTH, shownFields, type FieldDefinition } from './definition';
import { formMessage, type FormMessage } from './messages';

/**
 * The one validation schema of a CMS form, built from its definition. The browser runs it for
 * instant feedback (with libphonenumber's small metadata); the server runs it again, with the full
 * metadata, and only the server's verdict counts.
 */

/** Why a field was refused: keys of the catalogues' `Form.errors`, shown in the page's language. */
export const FORM_MESSAGES = {
  required: formMessage('Form.errors.required'),
  choose: formMessage('Form.errors.choose'),
  tick: formMessage('Form.errors.tick'),
  email: formMessage('Form.errors.email'),
  tooLong: (max: number) => formMessage('Form.errors.tooLong', { max }),
  file: formMessage('Form.errors.file'),
  fileTooLarge: (max: number) => formMessage('Form.errors.fileTooLarge', { max }),
  fileType: (types: string) => formMessage('Form.errors.fileType', { types }),
};

/**
 * A chosen file as the check sees it. On the server `type` is what its first bytes show (never the name or the
 * browser's word); in the browser it is the browser's guess, '' when only the name's ending fits (the server decides).
 */
export interface FileInput {
  name: string;
  size: number;
  type: string;
}
/** What the form posts, per field: text, a checkbox's state, a phone number with its country, or a file (or none). */
export type FieldInput = string | boolean | { number: string; country: string } | FileInput | null;
export type FormInput = Record<string, FieldInput>;
/** What is stored: trimmed text, `null` for an empty optional field, booleans, phone numbers in E.164. */
export type SubmissionData = Record<string, string | boolean | null>;
export type FieldErrors = Record<string, FormMessage>;

/** A zod issue carrying its message as a catalogue key (zod's own `message` is for logs only). */
const keyedIssue = (message: FormMessage, input: unknown) => ({
  code: 'custom' as const,
  message: 'key' in message ? message.key : message.text,
  params: { formMessage: message },
  input,
});

const emptyToNull = z.transform((value: string) => (value === '' ? null : value));

function textSchema(field: FieldDefinition) {
  const max = field.type === 'select' ? 200 : MAX_LENGTH[field.type as keyof typeof MAX_LENGTH];
  return z.pipe(
    z.string().check(
      z.trim(),
      z.superRefine((value: string, ctx) => {
        let message: FormMessage | null = null;
        if (value === '') message = field.required ? (field.type === 'select' ? FORM_MESSAGES.choose : FORM_MESSAGES.required) : null;
        else if (value.length > max) message = FORM_MESSAGES.tooLong(max);
        else if (field.type === 'email' && !z.regexes.email.test(value)) message = FORM_MESSAGES.email;
        else if (field.type === 'select' && !field.options.includes(value)) message = FORM_MESSAGES.choose;
        if (message) ctx.addIssue(keyedIssue(message, value));
      }),
    ),
    emptyToNull,
  );
}

function checkboxSchema(field: FieldDefinition) {
  return z.boolean().check(
    z.superRefine((checked: boolean, ctx) => {
      if (!checked && field.required) ctx.addIssue(keyedIssue(FORM_MESSAGES.tick, checked));
    }),
  );
}

function phoneSchema(field: FieldDefinition, checkPhone: PhoneCheck) {
  return z.pipe(
    z.object({ number: z.string(), country: z.string() }),
    z.transform(({ number, country }, ctx): string | null => {
      const text = number.trim();
      if (text === '') {
        if (!field.required) return null;
        ctx.issues.push(keyedIssue(FORM_MESSAGES.required, number));
        return z.NEVER;
      }
      const result = checkPhone(text, country.trim().toUpperCase());
      if (result.ok) return result.e164;
      ctx.issues.push(keyedIssue(result.message, number));
      return z.NEVER;
    }),
  );
}

/** A file field: required, within its size limit, of a kind it takes. A file's name is what it checks to. */
function fileSchema(field: FieldDefinition) {
  const rule = field.file!;
  return z.pipe(
    z.nullable(z.object({ name: z.string(), size: z.number(), type: z.string() })),
    z.transform((file, ctx): string | null => {
      let message: FormMessage | null = null;
      if (file === null || file.size === 0) message = field.required ? FORM_MESSAGES.file : null;
      else if (file.size > rule.maxBytes) message = FORM_MESSAGES.fileTooLarge(rule.maxMb);
      else if (file.type !== '' && !rule.types.includes(file.type)) message = FORM_MESSAGES.fileType(rule.names);
      if (message === null) return file && file.size > 0 ? file.name : null;
      ctx.issues.push(keyedIssue(message, file));
      return z.NEVER;
    }),
  );
}

export function buildFormSchema(fields: readonly FieldDefinition[], checkPhone: PhoneCheck) {
  const shape: Record<string, z.ZodMiniType<string | boolean | null, FieldInput>> = {};
  for (const field of fields) {
    if (field.type === 'checkbox') shape[field.name] = checkboxSchema(field) as never;
    else if (field.type === 'phone') shape[field.name] = phoneSchema(field, checkPhone) as never;
    else if (field.type === 'file') shape[field.name] = fileSchema(field) as never;
    else shape[field.name] = textSchema(field) as never;
  }
  return z.object(shape);
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** Reads a file field's file: the server's own reading of the upload; in the browser, the file input's file. */
export type FileReader = (field: FieldDefinition) => FileInput | null;

/** The browser's reading of a file input: its guess of the type, or '' when only the name's ending fits. */
export const chosenFile =
  (data: FormData): FileReader =>
  (field) => {
    const file = data.get(field.name);
    if (typeof file === 'string' || file === null || file.size === 0) return null;
    const ending = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.')).toLowerCase() : '';
    const type = field.file!.types.includes(file.type) || !field.file!.extensions.includes(ending) ? file.type || 'unknown' : '';
    return { name: file.name, size: file.size, type };
  };

/**
 * The posted values of the form's fields, in the schema's input shape; everything else is ignored. Files come from
 * `fileOf` (on the server, only files the site itself read from the upload count).
 */
export function readFormInput(fields: readonly FieldDefinition[], data: FormData, fileOf: FileReader = chosenFile(data)): FormInput {
  const input: FormInput = {};
  for (const field of fields) {
    if (field.type === 'checkbox') input[field.name] = data.get(field.name) !== null;
    else if (field.type === 'file') input[field.name] = fileOf(field);
    else if (field.type === 'phone')
      input[field.name] = { number: text(data.get(field.name)), country: text(data.get(countryFieldName(field.name))) };
    else input[field.name] = text(data.get(field.name));
  }
  return input;
}

/**
 * What the visitor entered, to put back into the form after a failed submission (the no-JavaScript
 * path re-renders it). Cut to a little over each field's limit: nothing unbounded is sent back.
 */
export function echoValues(
  fields: readonly FieldDefinition[],
  data: FormData,
  fileOf: FileReader = chosenFile(data),
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = text(data.get(field.name));
    // A file cannot be put back into a file input: its name is, to say which file to choose again.
    if (field.type === 'file') values[field.name] = (fileOf(field)?.name ?? '').slice(0, 255);
    else if (field.type === 'checkbox') values[field.name] = data.get(field.name) !== null ? 'on' : '';
    else if (field.type === 'phone') {
      values[field.name] = value.slice(0, PHONE_MAX_LENGTH + 5);
      values[countryFieldName(field.name)] = text(data.get(countryFieldName(field.name))).slice(0, 2);
    } else values[field.name] = value.slice(0, field.type === 'select' ? 200 : MAX_LENGTH[field.type as keyof typeof MAX_LENGTH] + 100);
  }
  return values;
}

export type ValidationResult = { ok: true; data: SubmissionData } | { ok: false; errors: FieldErrors };

/** The fields shown for these values (see shownFields): a hidden field is neither checked nor kept. */
export function shownFor(fields: readonly FieldDefinition[], input: FormInput): Set<string> {
  return shownFields(fields, (name) => {
    const value = input[name];
    return typeof value === 'string' ? value : '';
  });
}

/**
 * Validates posted values against the form's schema; errors are the first message per field. Fields hidden by
 * their condition are not checked, and their values are dropped: they are stored as null.
 */
export function validateForm(fields: readonly FieldDefinition[], input: FormInput, checkPhone: PhoneCheck): ValidationResult {
  const shown = shownFor(fields, input);
  const result = buildFormSchema(
    fields.filter((field) => shown.has(field.name)),
    checkPhone,
  ).safeParse(input);
  if (result.success) {
    const data: SubmissionData = {};
    for (const field of fields) data[field.name] = shown.has(field.name) ? (result.data as SubmissionData)[field.name]! : null;
    return { ok: true, data };
  }
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    const message = (issue as { params?: { formMessage?: FormMessage } }).params?.formMessage;
    if (typeof name === 'string' && message && !(name in errors)) errors[name] = message;
  }
  return { ok: false, errors };
}
