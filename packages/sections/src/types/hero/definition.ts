import { demo } from './demo.js';
import { defineSection, type SectionField, type ValuesOf } from '../../definition.js';

const fields = [
  { name: 'text', kind: 'text', search: true },
  { name: 'image', kind: 'image', note: 'Wide image, at least 1600 px', width: 'half' },
  { name: 'cta_label', kind: 'string', label: 'Call to action label', width: 'half' },
  { name: 'cta_url', kind: 'url', label: 'Call to action URL', width: 'half' },
] as const satisfies readonly SectionField[];

export type HeroValues = ValuesOf<typeof fields>;

export const hero = defineSection({
  key: 'hero',
  label: 'Hero',
  icon: 'wallpaper',
  description: 'A large heading with an image and a call to action',
  heading: { required: true },
  titlesPage: true,
  fields,
  demo,
  markdown: (hero: HeroValues, kit) =>
    [kit.heading(hero.heading), kit.paragraphs(hero.text), hero.cta_label && hero.cta_url ? kit.link(hero.cta_label, hero.cta_url) : '']
      .filter(Boolean)
      .join('\n\n'),
  component: () => import('./Hero.js'),
});
