import { demo } from './demo.js';
import { defineSection, type SectionField, type ValuesOf } from '../../definition.js';

const fields = [
  { name: 'form', kind: 'relation', related: 'forms', template: '{{ title }}', required: true, width: 'half' },
] as const satisfies readonly SectionField[];

export type FormValues = ValuesOf<typeof fields>;

export const form = defineSection({
  key: 'form',
  label: 'Form',
  icon: 'assignment',
  description: 'A form defined in Forms',
  heading: { note: "Empty: the form's title" },
  fields,
  demo,
  markdown: (section: FormValues, kit) => {
    const title = kit.formTitle(section.form);
    if (title === null) return '';
    const sentence = kit.t('form', { title: kit.text(title), link: kit.link(kit.page.title, kit.page.url) });
    return [kit.heading(section.heading), sentence].filter(Boolean).join('\n\n');
  },
  component: () => import('./Form.js'),
});
