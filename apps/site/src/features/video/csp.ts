import type { CspSources } from '@/lib/security/csp';
import { VIMEO_PLAYER_ORIGIN, YOUTUBE_PLAYER_ORIGIN } from './player/frame';
import { YOUTUBE_IFRAME_API_URL } from './player/youtube';

/**
 * What a page with videos needs once a visitor presses play: the two player hosts in frames, and YouTube's
 * IFrame API script (loaded by the facade, so 'strict-dynamic' admits it; the host is for older browsers).
 * Posters come from the site's own /api/video/poster routes.
 */
export const videoCsp: CspSources = {
  'script-src': [new URL(YOUTUBE_IFRAME_API_URL).origin],
  'frame-src': [YOUTUBE_PLAYER_ORIGIN, VIMEO_PLAYER_ORIGIN],
};
