import { getLocale } from '@/lib/i18n/server';
import { currentPagePath } from '@/lib/i18n/alternates';
import { countryOptions, defaultPhoneCountry } from '@/features/phone/server/phone-max';
import type { IslandProps } from '@tessera/sections';
import { getSiteSettings, type Form } from '@/lib/content';
import { normalizeFields } from './definition';
import { FormClient } from './island';
import { submitForm } from './server/actions';
import { formResult } from './server/post';
import { islandIntl } from '@/lib/i18n/island';
import { editable } from '@/lib/visual-editing/editable';

/** A page section with a form from the CMS (the form section's island, its `form` expanded). */
export async function FormSection({ section, edit, root }: IslandProps<{ id: number; heading: string | null; form: unknown }>) {
  const form = section.form && typeof section.form === 'object' ? (section.form as Form) : null;
  if (!form) return null;
  const fields = normalizeFields(form.fields);
  if (fields.length === 0) return null;
  let phone = null;
  if (fields.some((field) => field.type === 'phone')) {
    // The form's default country, else the site's; the browser may refine it with the visitor's.
    const settings = form.default_phone_country ? null : await getSiteSettings().catch(() => null);
    phone = {
      countries: countryOptions(await getLocale()),
      defaultCountry: defaultPhoneCountry(form.default_phone_country, settings?.default_phone_country),
    };
  }
  const idPrefix = `form-${section.id}`;
  // A form with a file field posts to its own route (server/post.ts); without JavaScript it returns to this page,
  // whose render then shows the outcome.
  const upload = fields.some((field) => field.file)
    ? { url: `/api/forms/${form.id}`, returnTo: `${await currentPagePath()}#${idPrefix}-title`, result: await formResult(form.id) }
    : null;
  return (
    <section className="container section" aria-labelledby={`${idPrefix}-title`} {...root} {...editable(edit(['heading', 'form']))}>
      <h2
        id={`${idPrefix}-title`}
        {...(section.heading?.trim() ? editable(edit(['heading'])) : editable({ collection: 'forms', item: form.id, fields: ['title'] }))}
      >
        {section.heading?.trim() || form.title}
      </h2>
      {/* The form's labels, help texts, options and messages are the form item's. */}
      <div
        {...editable({
          collection: 'forms',
          item: form.id,
          fields: ['title', 'fields', 'submit_label', 'success_message'],
          mode: 'drawer',
        })}
      >
        <FormClient
          action={submitForm.bind(null, form.id)}
          idPrefix={idPrefix}
          fields={fields}
          submitLabel={form.submit_label?.trim() || null}
          successMessage={form.success_message?.trim() || null}
          phone={phone}
          upload={upload}
          intl={await islandIntl('Form', 'Phone')}
        />
      </div>
    </section>
  );
}
