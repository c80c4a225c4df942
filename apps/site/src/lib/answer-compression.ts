import compression from 'compression';
import { constants } from 'node:zlib';

/**
 * The compression of every answer Next.js renders or sends per request (a page the cache does not hold, a member's or
 * a preview's view, an RSC payload, a route's JSON, a static file), in place of Next.js's own (`compress: false` in
 * next.config.ts). Hits are not compressed here: the page cache stores each page's Brotli and gzip bodies once.
 *
 * Next.js's is the same middleware in an older version, gzip only, at zlib's default level 6: about 1.1 ms of CPU for
 * the post's 51 kB, a tenth of its render. Brotli at quality 2 with a 256 kB window costs 14 % less for a body 8 %
 * smaller; the package's Brotli default (quality 4, 4 MB window) costs twice as much, quality 1 39 % less for a body
 * 17 % larger (docs/performance.md, "What was tried"). Clients without Brotli get gzip at level 6, as before.
 * Next.js's flushes after each part of a streamed page pass through, so a shell reaches the browser before the rest.
 */
export const compressAnswer = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_LGWIN]: 18 } },
});
