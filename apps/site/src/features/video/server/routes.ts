/** The logic of the poster route handlers (app/api/video/poster/…), which only delegate here. */
import { isValidVideoHash, isValidVideoId, type VideoService } from '../ids';
import { videoServer, type VideoServer } from './video-server';

function text(body: string, status: number, cacheControl: string, extra: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl, 'x-content-type-options': 'nosniff', ...extra },
  });
}

/**
 * A poster, served by the site: `/api/video/poster/youtube/<11-character id>` or
 * `/api/video/poster/vimeo/<numeric id>[?h=<private-link hash>]`. Anything else is refused before any request
 * leaves the server.
 */
export async function posterResponse(
  service: VideoService,
  id: string,
  search: URLSearchParams,
  server: VideoServer = videoServer(),
): Promise<Response> {
  if (!isValidVideoId(service, id)) return text('Not found', 404, 'public, max-age=86400');
  const hash = search.get('h') ?? undefined;
  if (!isValidVideoHash(service, hash)) return text('Invalid video hash', 400, 'public, max-age=86400');
  const poster = service === 'youtube' ? await server.youtubePoster(id) : await server.vimeoPoster(id, hash);
  if (poster.ok) {
    return new Response(poster.body, {
      status: 200,
      headers: {
        'content-type': poster.contentType,
        'content-length': String(poster.body.byteLength),
        'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
      },
    });
  }
  if (poster.status === 404) return text('Not found', 404, 'public, max-age=3600');
  return text('The poster is unavailable right now', 502, 'no-store', { 'retry-after': '300' });
}

type PosterContext = { params: Promise<{ id: string }> };

/** A route handler's GET for one service's posters. */
export function posterRoute(service: VideoService): (request: Request, context: PosterContext) => Promise<Response> {
  return async (request, { params }) => posterResponse(service, (await params).id, new URL(request.url).searchParams);
}
