const WIDTHS = [480, 768, 1024, 1440, 1920];

/** The site's URL for a Directus file, optionally transformed. */
export function assetUrl(id: string, params: { width?: number; height?: number; fit?: string; format?: string } = {}): string {
  const search = new URLSearchParams({ format: 'auto' });
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return `/assets/${id}?${search}`;
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
}

/** A responsive image from Directus, cropped to the given ratio; no client JavaScript. */
export function AssetImage({ id, alt, width, height, sizes, priority = false, className }: AssetImageProps) {
  const ratio = height / width;
  const srcSet = WIDTHS.map((w) => `${assetUrl(id, { width: w, height: Math.round(w * ratio), fit: 'cover' })} ${w}w`).join(', ');
  return (
    <img
      className={className}
      src={assetUrl(id, { width: 1024, height: Math.round(1024 * ratio), fit: 'cover' })}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
