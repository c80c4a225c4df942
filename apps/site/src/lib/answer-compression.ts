import compression from 'compression';
import { constants } from 'node:zlib';

/**
 * The compression of every answer Next.js renders or sends per request (a page the cache does not hold, a member's or
 * a preview's view, an RSC payload, a route's JSON, a static file), in place of Next.js's own (`compress: false` in
 * next.config.ts). Hits are not compressed here: the page cache stores each page's Brotli and gzip bodies once.
 *
 * Next.js's is the same middleware in an older version, gzip only at zlib's default level 6. Streaming the post's
 * 51 kB through it costs 1.6 ms, a sixth of the page's render; Brotli at quality 2 with a 256 kB window takes 0.8 ms
 * for a body 14 % smaller (docs/performance.md, "Misses"). The package's own Brotli default, quality 4 with the 4 MB
 * window, costs as much as gzip. Clients without Brotli get gzip at level 6, as before; Next.js's flushes after each
 * part of a streamed page still pass through, so a page's shell reaches the browser before its slower parts.
 */
export const compressAnswer = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_LGWIN]: 18 } },
});
