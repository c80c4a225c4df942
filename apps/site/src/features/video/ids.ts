/**
 * Video ids, checked the same way everywhere (server routes, the facade, the player): nothing that reaches a
 * URL we build has not matched one of these patterns.
 */
import type { VideoService } from '@tessera/blocks';

export type { VideoService };

export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
export const VIMEO_ID = /^[0-9]{1,12}$/;
/** Vimeo's private-link hash (`h`). */
export const VIMEO_HASH = /^[A-Za-z0-9]{1,32}$/;

export const SERVICE_NAMES: Readonly<Record<VideoService, string>> = { youtube: 'YouTube', vimeo: 'Vimeo' };

export function isVideoService(value: unknown): value is VideoService {
  return value === 'youtube' || value === 'vimeo';
}

export function isValidVideoId(service: VideoService, id: string): boolean {
  return (service === 'youtube' ? YOUTUBE_ID : VIMEO_ID).test(id);
}

/** A hash is only meaningful for Vimeo; undefined (no hash) is always valid. */
export function isValidVideoHash(service: VideoService, hash: string | undefined): boolean {
  return hash === undefined || (service === 'vimeo' && VIMEO_HASH.test(hash));
}

/** The site's own URL for a video's poster (see the poster route handlers). */
export function posterPath(service: VideoService, id: string, hash?: string): string {
  const path = `/api/video/poster/${service}/${encodeURIComponent(id)}`;
  return hash === undefined ? path : `${path}?h=${encodeURIComponent(hash)}`;
}
