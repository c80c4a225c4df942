import type { SectionProps } from '../../kit.js';
import type { GalleryValues } from './definition.js';
import { GalleryIsland } from './GalleryIsland.js';

/** The widths of the full image the lightbox (and a reader without JavaScript) is offered. */
export const FULL_WIDTHS = [800, 1600] as const;

/**
 * Images in a responsive grid, cropped to 4:3 around the focal point set on each file in Directus (the image
 * route's cover crop keeps it). Each thumbnail links to the whole image; with JavaScript, the lightbox island opens
 * it in a dialog instead.
 */
export default function Gallery({ section, kit, edit, root }: SectionProps<GalleryValues>) {
  const { Image, editable, imageUrl } = kit;
  const id = `gallery-${section.id}`;
  return (
    <section className="container section gallery" id={id} {...root} {...editable(edit(['heading', 'images']))}>
      {section.heading && <h2 {...editable(edit(['heading']))}>{section.heading}</h2>}
      <ul className="gallery__grid">
        {section.images.map(({ slot, values }) =>
          values['image'] ? (
            <li key={slot} className="gallery__item">
              <figure className="gallery__figure" {...editable(edit([`images.${slot}`], 'drawer'))}>
                <a
                  className="gallery__link"
                  href={imageUrl(values['image'], FULL_WIDTHS[1])}
                  data-gallery-srcset={FULL_WIDTHS.map((width) => `${imageUrl(values['image']!, width)} ${width}w`).join(', ')}
                >
                  <Image
                    className="gallery__image"
                    id={values['image']}
                    alt={values['alt'] ?? ''}
                    width={800}
                    height={600}
                    sizes="(min-width: 64rem) 22rem, 50vw"
                  />
                </a>
                {values['caption'] && <figcaption className="gallery__caption">{values['caption']}</figcaption>}
              </figure>
            </li>
          ) : null,
        )}
      </ul>
      <GalleryIsland galleryId={id} />
    </section>
  );
}
