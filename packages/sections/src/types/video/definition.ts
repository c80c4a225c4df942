import { UNSUPPORTED_EMBED_MESSAGE, videoOfUrl } from '@tessera/blocks';
import { demo } from './demo.js';
import { defineSection, type SectionField, type ValuesOf } from '../../definition.js';

const fields = [
  {
    name: 'url',
    // Not a `url` field (a link a visitor follows, checked as one): an embed's address, which the type checks itself.
    kind: 'string',
    label: 'Video URL',
    required: true,
    note: 'The address of a YouTube or Vimeo video (its page, share or embed link)',
  },
  { name: 'caption', kind: 'string', search: true, note: 'Also the video’s title until its own is known' },
] as const satisfies readonly SectionField[];

export type VideoValues = ValuesOf<typeof fields>;

export const video = defineSection({
  key: 'video',
  label: 'Video',
  icon: 'smart_display',
  description: 'One YouTube or Vimeo video, loaded only when played',
  heading: {},
  fields,
  demo,
  // The Block Editor's embed refuses other services with the same words (the specification's).
  validate: (section) => (typeof section['url'] === 'string' && !videoOfUrl(section['url']) ? UNSUPPORTED_EMBED_MESSAGE : null),
  markdown: (section: VideoValues, kit) =>
    [kit.heading(section.heading), section.url ? kit.link(section.caption || section.url, section.url) : ''].filter(Boolean).join('\n\n'),
  component: () => import('./Video.js'),
});
