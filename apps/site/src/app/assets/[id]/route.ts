import { readAsset, ContentError, type AssetTransform } from '@/lib/content';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FITS = new Set(['cover', 'contain', 'inside', 'outside']);
const FORMATS = new Set(['auto', 'jpg', 'png', 'webp', 'avif']);
// Directus caps transformed output at 3000 px.
const MAX_DIMENSION = 3000;

function bounded(value: string | null, max: number): number | undefined | null {
  if (value === null) return undefined;
  if (!/^\d{1,5}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

/**
 * Serves Directus files to visitors through the site, with the site's token and Directus's
 * transformations, so Directus itself never has to be reachable from the internet. Recently served
 * images come from the site's memory (lib/content/assets.ts).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!UUID.test(id)) return new Response('Not found', { status: 404 });
  const search = new URL(request.url).searchParams;
  const width = bounded(search.get('width'), MAX_DIMENSION);
  const height = bounded(search.get('height'), MAX_DIMENSION);
  const quality = bounded(search.get('quality'), 100);
  const fit = search.get('fit');
  const format = search.get('format');
  if (
    width === null ||
    height === null ||
    quality === null ||
    (fit !== null && !FITS.has(fit)) ||
    (format !== null && !FORMATS.has(format))
  ) {
    return new Response('Invalid image parameters', { status: 400 });
  }
  const transform: AssetTransform = {
    width,
    height,
    quality,
    fit: (fit ?? undefined) as AssetTransform['fit'],
    format: (format ?? undefined) as AssetTransform['format'],
    download: search.has('download'),
  };
  try {
    const asset = await readAsset(id, transform, request.headers.get('accept') ?? undefined);
    const headers = new Headers({
      'content-type': 'application/octet-stream',
      ...asset.headers,
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      vary: 'Accept',
      'x-content-type-options': 'nosniff',
    });
    return new Response(asset.body, { status: 200, headers });
  } catch (error) {
    const kind = error instanceof ContentError ? error.kind : 'unknown';
    if (kind === 'not-found' || kind === 'forbidden') return new Response('Not found', { status: 404 });
    return new Response('The image is unavailable right now', { status: 503, headers: { 'retry-after': '30' } });
  }
}
