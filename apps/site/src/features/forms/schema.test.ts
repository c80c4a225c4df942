import maxMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import { checkPhone, PHONE_MESSAGES, type PhoneCheck } from '@/features/phone/core';
import { countryFieldName, HONEYPOT_NAME, normalizeFields, SUBMISSION_ID_NAME } from './definition';
import { buildFormSchema, echoValues, FORM_MESSAGES, readFormInput, validateForm } from './schema';

// The demo "Contact us" form, as Directus stores it (apps/cms/src/seed/content.mjs).
const contactFields = normalizeFields([
  { name: 'name', label: 'Your name', type: 'text', required: true },
  { name: 'email', label: 'E-mail', type: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'phone', required: false, help_text: 'If you would rather we called you back' },
  { name: 'topic', label: 'Topic', type: 'select', required: true, options: ['Classes', 'Private events', 'Orders', 'Something else'] },
  { name: 'message', label: 'Message', type: 'textarea', required: true },
  { name: 'newsletter', label: 'Send me the monthly studio letter', type: 'checkbox', required: false },
]);
const serverCheck: PhoneCheck = (number, country) => checkPhone(maxMetadata, number, country);

function formData(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}
const valid = {
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
  phone: '020 7946 0958',
  phone__country: 'GB',
  topic: 'Classes',
  message: 'When does the next beginners’ class start?',
  newsletter: 'on',
};
const validate = (entries: Record<string, string>) =>
  validateForm(contactFields, readFormInput(contactFields, formData(entries)), serverCheck);

describe('normalizeFields', () => {
  it('keeps a well-formed definition, with defaults filled in', () => {
    expect(contactFields.map((field) => [field.name, field.type, field.required])).toEqual([
      ['name', 'text', true],
      ['email', 'email', true],
      ['phone', 'phone', false],
      ['topic', 'select', true],
      ['message', 'textarea', true],
      ['newsletter', 'checkbox', false],
    ]);
    expect(contactFields[2]).toMatchObject({ label: 'Phone', helpText: 'If you would rather we called you back', options: [] });
  });

  it('leaves out what would break the form or collide with the site’s own fields', () => {
    const fields = normalizeFields([
      { name: 'ok', label: '', type: 'text' },
      { name: 'ok', label: 'Twice', type: 'text' },
      { name: 'bad name', label: 'Spaces', type: 'text' },
      { name: '$ACTION_ID', label: 'Next.js', type: 'text' },
      { name: HONEYPOT_NAME, label: 'Trap', type: 'text' },
      { name: SUBMISSION_ID_NAME, label: 'Id', type: 'text' },
      { name: countryFieldName('phone'), label: 'Country', type: 'text' },
      { name: 'colour', label: 'Colour', type: 'radio' as never },
      { name: 'empty_select', label: 'Nothing to pick', type: 'select', options: [] },
      { name: 'size', label: 'Size', type: 'select', options: ['S', ' M ', 'S', '', 3 as never] },
      null as never,
    ]);
    expect(fields).toEqual([
      { name: 'ok', label: 'ok', type: 'text', required: false, helpText: null, options: [], showWhen: null, file: null },
      { name: 'size', label: 'Size', type: 'select', required: false, helpText: null, options: ['S', 'M'], showWhen: null, file: null },
    ]);
    expect(normalizeFields(null)).toEqual([]);
  });
});

describe('the schema built from the form definition', () => {
  it('has one entry per field', () => {
    expect(Object.keys(buildFormSchema(contactFields, serverCheck).shape)).toEqual([
      'name',
      'email',
      'phone',
      'topic',
      'message',
      'newsletter',
    ]);
  });

  it('accepts a valid submission and gives the data to store: trimmed, phone in E.164, booleans', () => {
    expect(validate(valid)).toEqual({
      ok: true,
      data: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+442079460958',
        topic: 'Classes',
        message: 'When does the next beginners’ class start?',
        newsletter: true,
      },
    });
  });

  it('stores empty optional fields as null and an unticked box as false', () => {
    const result = validate({ ...valid, phone: '', newsletter: '' });
    expect(result).toMatchObject({ ok: true, data: { phone: null, newsletter: true } });
    const data = formData({ ...valid, phone: ' ' });
    data.delete('newsletter');
    expect(validateForm(contactFields, readFormInput(contactFields, data), serverCheck)).toMatchObject({
      ok: true,
      data: { phone: null, newsletter: false },
    });
  });

  it('reports the first problem of each field', () => {
    expect(validate({ name: ' ', email: 'ada@', phone: '020', phone__country: 'GB', topic: 'Cooking', message: '' })).toEqual({
      ok: false,
      errors: {
        name: FORM_MESSAGES.required,
        email: FORM_MESSAGES.email,
        phone: PHONE_MESSAGES.tooShort,
        topic: FORM_MESSAGES.choose,
        message: FORM_MESSAGES.required,
      },
    });
  });

  it('checks a phone number against its country, and an international one against its own', () => {
    expect(validate({ ...valid, phone: '06 12 34 56 78', phone__country: 'FR' })).toMatchObject({
      ok: true,
      data: { phone: '+33612345678' },
    });
    expect(validate({ ...valid, phone: '+1 201 555 0123', phone__country: 'FR' })).toMatchObject({
      ok: true,
      data: { phone: '+12015550123' },
    });
    expect(validate({ ...valid, phone: '06 12 34 56 78', phone__country: 'gb' })).toMatchObject({
      ok: false,
      errors: { phone: PHONE_MESSAGES.invalid },
    });
    expect(validate({ ...valid, phone: '020 7946 0958', phone__country: '' })).toMatchObject({
      ok: false,
      errors: { phone: PHONE_MESSAGES.country },
    });
  });

  it('enforces the length limits', () => {
    expect(validate({ ...valid, name: 'x'.repeat(201) })).toMatchObject({ ok: false, errors: { name: FORM_MESSAGES.tooLong(200) } });
    expect(validate({ ...valid, message: 'x'.repeat(5001) })).toMatchObject({
      ok: false,
      errors: { message: FORM_MESSAGES.tooLong(5000) },
    });
    expect(validate({ ...valid, message: 'x'.repeat(5000) }).ok).toBe(true);
    expect(validate({ ...valid, phone: '+44 20 7946 0958 0000 0000 00' })).toMatchObject({
      ok: false,
      errors: { phone: PHONE_MESSAGES.maxLength },
    });
  });

  it('requires a required checkbox to be ticked', () => {
    const fields = normalizeFields([{ name: 'terms', label: 'I agree', type: 'checkbox', required: true }]);
    expect(validateForm(fields, readFormInput(fields, formData({})), serverCheck)).toEqual({
      ok: false,
      errors: { terms: FORM_MESSAGES.tick },
    });
    expect(validateForm(fields, readFormInput(fields, formData({ terms: 'on' })), serverCheck)).toEqual({
      ok: true,
      data: { terms: true },
    });
  });

  it('a required phone number must be given', () => {
    const fields = normalizeFields([{ name: 'mobile', label: 'Mobile', type: 'phone', required: true }]);
    expect(validateForm(fields, readFormInput(fields, formData({ mobile__country: 'GB' })), serverCheck)).toEqual({
      ok: false,
      errors: { mobile: FORM_MESSAGES.required },
    });
  });

  it('ignores posted fields the definition does not have', () => {
    const result = validate({ ...valid, is_admin: 'true', [HONEYPOT_NAME]: '' });
    expect(result.ok && Object.keys(result.data)).toEqual(['name', 'email', 'phone', 'topic', 'message', 'newsletter']);
  });
});

describe('echoValues', () => {
  it('gives back what was posted for the form’s fields, bounded', () => {
    const values = echoValues(contactFields, formData({ ...valid, message: 'x'.repeat(100_000), extra: 'no' }));
    expect(values).toMatchObject({ name: valid.name, phone: valid.phone, phone__country: 'GB', topic: 'Classes', newsletter: 'on' });
    expect(values.message!.length).toBe(5100);
    expect(values).not.toHaveProperty('extra');
  });
});

describe('conditional fields', () => {
  const fields = normalizeFields([
    { name: 'writing_as', label: 'I am writing as', type: 'select', options: ['an individual', 'a business'] },
    { name: 'company', label: 'Company', type: 'text', required: true, show_when_field: 'writing_as', show_when_value: 'a business' },
    { name: 'vat', label: 'VAT number', type: 'text', required: true, show_when_field: 'company', show_when_value: 'x' },
    { name: 'size', label: 'Size', type: 'select', options: ['1-9', '10+'], show_when_field: 'writing_as', show_when_value: 'a business' },
    { name: 'staff', label: 'Staff', type: 'text', required: true, show_when_field: 'size', show_when_value: '10+' },
    { name: 'later', label: 'Later', type: 'text', show_when_field: 'after', show_when_value: 'x' },
    { name: 'after', label: 'After', type: 'select', options: ['x'] },
    { name: 'unknown_value', label: 'Unknown', type: 'text', show_when_field: 'writing_as', show_when_value: 'a robot' },
  ]);
  const check = (entries: Record<string, string>) => validateForm(fields, readFormInput(fields, formData(entries)), serverCheck);

  it('keeps a condition only when it names an earlier select and one of its options', () => {
    expect(Object.fromEntries(fields.map((field) => [field.name, field.showWhen]))).toEqual({
      writing_as: null,
      company: { field: 'writing_as', value: 'a business' },
      vat: null,
      size: { field: 'writing_as', value: 'a business' },
      staff: { field: 'size', value: '10+' },
      later: null,
      after: null,
      unknown_value: null,
    });
  });

  it('checks a shown field, and drops the value of a hidden one without checking it', () => {
    const base = { vat: 'DE1', after: 'x' };
    expect(check({ ...base, writing_as: 'a business' })).toEqual({ ok: false, errors: { company: FORM_MESSAGES.required } });
    const individual = check({ ...base, writing_as: 'an individual', company: 'Acme', size: '10+', staff: '' });
    expect(individual).toMatchObject({ ok: true, data: { writing_as: 'an individual', company: null, size: null, staff: null } });
    // Hidden because the field it depends on is hidden, whatever that one's posted value.
    expect(check({ ...base, writing_as: '', size: '10+' })).toMatchObject({ ok: true, data: { size: null, staff: null } });
    expect(check({ ...base, writing_as: 'a business', company: ' Acme ', size: '10+', staff: '' })).toEqual({
      ok: false,
      errors: { staff: FORM_MESSAGES.required },
    });
    expect(check({ ...base, writing_as: 'a business', company: ' Acme ', size: '1-9' })).toMatchObject({
      ok: true,
      data: { company: 'Acme', size: '1-9', staff: null },
    });
  });

  it('judges a field checked on its own as shown', () => {
    const company = fields.filter((field) => field.name === 'company');
    expect(validateForm(company, readFormInput(company, formData({})), serverCheck)).toEqual({
      ok: false,
      errors: { company: FORM_MESSAGES.required },
    });
  });
});

describe('file fields', () => {
  const [attachment, photo, fallback] = normalizeFields([
    { name: 'attachment', label: 'Attachment', type: 'file', required: true, file_types: ['pdf'], max_size_mb: 5 },
    { name: 'photo', label: 'Photo', type: 'file', file_types: ['image', 'nonsense'], max_size_mb: 2 },
    { name: 'old', label: 'Old', type: 'file', max_size_mb: 500 },
  ]);
  const MB = 1024 * 1024;
  const check = (field: typeof attachment, file: { name: string; size: number; type: string } | null) =>
    validateForm([field!], { [field!.name]: file }, serverCheck);

  it('takes the kinds and limit the editor chose; PDFs up to the default limit when none is usable', () => {
    expect(attachment!.file).toEqual({ types: ['application/pdf'], extensions: ['.pdf'], names: 'PDF', maxBytes: 5 * MB, maxMb: 5 });
    expect(photo!.file).toMatchObject({
      types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic'],
      names: 'JPG, PNG, WEBP, HEIC',
      maxMb: 2,
    });
    expect(fallback!.file).toMatchObject({ types: ['application/pdf'], maxMb: 5 });
  });

  it('requires a file, within its limit, of a kind the field takes', () => {
    expect(check(attachment, null)).toEqual({ ok: false, errors: { attachment: FORM_MESSAGES.file } });
    expect(check(attachment, { name: 'big.pdf', size: 5 * MB + 1, type: 'application/pdf' })).toEqual({
      ok: false,
      errors: { attachment: FORM_MESSAGES.fileTooLarge(5) },
    });
    expect(check(attachment, { name: 'x.pdf', size: 10, type: 'application/octet-stream' })).toEqual({
      ok: false,
      errors: { attachment: FORM_MESSAGES.fileType('PDF') },
    });
    expect(check(attachment, { name: 'plan.pdf', size: 5 * MB, type: 'application/pdf' })).toEqual({
      ok: true,
      data: { attachment: 'plan.pdf' },
    });
    expect(check(photo, null)).toEqual({ ok: true, data: { photo: null } });
  });

  it('in the browser, leaves a file whose type the browser does not know to the server when its ending fits', () => {
    const data = new FormData();
    data.set('attachment', new File(['%PDF'], 'plan.PDF', { type: '' }));
    data.set('photo', new File(['x'], 'photo.exe', { type: '' }));
    const input = readFormInput([attachment!, photo!], data);
    expect(input).toEqual({ attachment: { name: 'plan.PDF', size: 4, type: '' }, photo: { name: 'photo.exe', size: 1, type: 'unknown' } });
    expect(validateForm([attachment!, photo!], input, serverCheck)).toEqual({
      ok: false,
      errors: { photo: FORM_MESSAGES.fileType('JPG, PNG, WEBP, HEIC') },
    });
  });

  it('on the server, counts only the files the site read itself: a file in the form data is not one', () => {
    const data = new FormData();
    data.set('attachment', new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }));
    expect(readFormInput([attachment!], data, () => null)).toEqual({ attachment: null });
    expect(echoValues([attachment!], data, () => ({ name: 'plan.pdf', size: 4, type: 'application/pdf' }))).toEqual({
      attachment: 'plan.pdf',
    });
  });

  it('drops the file of a field its condition hides, and requires it while shown', () => {
    const fields = normalizeFields([
      { name: 'topic', label: 'Topic', type: 'select', options: ['Damage', 'Other'] },
      {
        name: 'photo',
        label: 'Photo',
        type: 'file',
        required: true,
        file_types: ['image'],
        show_when_field: 'topic',
        show_when_value: 'Damage',
      },
    ]);
    const image = { name: 'crack.jpg', size: 100, type: 'image/jpeg' };
    expect(validateForm(fields, { topic: 'Other', photo: image }, serverCheck)).toEqual({
      ok: true,
      data: { topic: 'Other', photo: null },
    });
    expect(validateForm(fields, { topic: 'Damage', photo: null }, serverCheck)).toEqual({
      ok: false,
      errors: { photo: FORM_MESSAGES.file },
    });
  });
});
