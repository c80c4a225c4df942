import { demo } from './demo.js';
import { defineSection, type SectionField, type ValuesOf } from '../../definition.js';

/** How many images a gallery holds (each a group of columns: docs/sections.md#images-in-a-sections-items). */
export const GALLERY_SIZE = 12;

const fields = [
  {
    name: 'images',
    kind: 'slots',
    count: GALLERY_SIZE,
    itemLabel: 'Image',
    required: true,
    note: 'Up to 12 images, shown in this order; set the focal point on the file to choose what a crop keeps',
    fields: [
      { name: 'image', kind: 'image', required: true },
      {
        name: 'alt',
        kind: 'string',
        label: 'Alt text',
        required: true,
        note: 'What the image shows, for readers who cannot see it',
        width: 'half',
        search: true,
      },
      { name: 'caption', kind: 'string', width: 'half', search: true },
    ],
  },
] as const satisfies readonly SectionField[];

export type GalleryValues = ValuesOf<typeof fields>;

export const gallery = defineSection({
  key: 'gallery',
  label: 'Gallery',
  icon: 'photo_library',
  description: 'Images with captions in a grid; each opens larger',
  heading: {},
  fields,
  demo,
  markdown: (section: GalleryValues, kit) =>
    [
      kit.heading(section.heading),
      ...section.images.map(({ values }) =>
        [`- ${kit.text(values['alt'] ?? '')}`, values['caption'] ? ` (${kit.text(values['caption'])})` : ''].join(''),
      ),
    ]
      .filter(Boolean)
      .join('\n\n'),
  component: () => import('./Gallery.js'),
});
