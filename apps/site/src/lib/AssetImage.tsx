/** The widths offered for an image whose displayed width follows the viewport. */
const WIDTHS = [480, 768, 1024, 1440, 1920];
/** Screens up to this pixel density get a sharp fixed-size image. */
const DENSITIES = [1, 2, 3];
/** What `rem` and `em` stand for in a fixed `sizes` (the browsers' default font size). */
const ROOT_FONT_PX = 16;
/** A `sizes` that is one length (`96px`, `3rem`): the image is that wide whatever the viewport. */
const FIXED_SIZE = /^(\d+(?:\.\d+)?)(px|r?em)$/;

type AssetParams = { width?: number; height?: number; fit?: string; format?: string };

/**
 * The site's URL for a Directus file, optionally transformed: `/assets/<id>?format=auto&width=…`, the parameters in
 * the order given. Built as a string rather than through URLSearchParams: a page with a few images asks for dozens of
 * these per render.
 */
export function assetUrl(id: string, params: AssetParams = {}): string {
  let query = `format=${encodeURIComponent(params.format ?? 'auto')}`;
  for (const [key, value] of Object.entries(params)) {
    if (key !== 'format' && value !== undefined) query += `&${key}=${encodeURIComponent(value)}`;
  }
  return `/assets/${id}?${query}`;
}

/**
 * The widths to offer for an image shown at `sizes`, and the one `src` names for browsers without srcset: a fixed
 * length gets 1×, 2× and 3× of it, `src` at 2× (an author's 96-px photo needs no 1,920-px file, and a phone then
 * downloads 192 or 288 px instead of 480); any other `sizes` the viewport-wide set, `src` at 1,024 px.
 */
export function candidateWidths(sizes: string): { widths: readonly number[]; fallback: number } {
  const fixed = FIXED_SIZE.exec(sizes.trim());
  if (fixed === null) return { widths: WIDTHS, fallback: 1024 };
  const cssPixels = Number(fixed[1]) * (fixed[2] === 'px' ? 1 : ROOT_FONT_PX);
  const atDensity = (density: number) => Math.max(1, Math.round(cssPixels * density));
  return { widths: DENSITIES.map(atDensity), fallback: atDensity(2) };
}

interface AssetImageProps {
  id: string;
  alt: string;
  /** Aspect ratio hints, so the browser reserves the space before the image arrives. */
  width: number;
  height: number;
  sizes: string;
  priority?: boolean;
  className?: string;
  /** The Visual Editor's marker of the image's field (lib/visual-editing/editable.ts), in editing mode only. */
  'data-directus'?: string;
}

/** A responsive image from Directus, cropped to the given ratio; no client JavaScript. */
export function AssetImage({ id, alt, width, height, sizes, priority = false, className, ...marker }: AssetImageProps) {
  const ratio = height / width;
  const cropped = (w: number) => assetUrl(id, { width: w, height: Math.round(w * ratio), fit: 'cover' });
  const { widths, fallback } = candidateWidths(sizes);
  return (
    <img
      className={className}
      src={cropped(fallback)}
      srcSet={widths.map((w) => `${cropped(w)} ${w}w`).join(', ')}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      {...marker}
    />
  );
}
