import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // server.ts compresses what Next.js answers, with Brotli where the client takes it (src/lib/answer-compression.ts).
  // `next dev` answers uncompressed.
  compress: false,
  // Lets parallel test runs on one machine build into folders of their own.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Images are served by the site's own /assets route (Directus transformations behind the site's token).
  images: { unoptimized: true },
  experimental: {
    // Bodies of server actions (forms, sign-in, checkout): text fields only. Equal to SERVER_ACTION_BODY_LIMIT in
    // src/lib/security/body.ts (a test keeps them in step), which the proxy enforces first.
    serverActions: { bodySizeLimit: 262144 },
    // The proxy runs for every request, so Next.js buffers bodies for it: never more than the largest body a
    // route takes (the Stripe webhook's 512 KB, src/lib/security/body.ts) plus room.
    proxyClientMaxBodySize: 1048576,
    // Integrity attributes on the scripts Next.js writes into a page: a cached page's Content-Security-Policy
    // allows its external scripts by these hashes (with 'strict-dynamic'), not by 'self' (src/lib/page-cache).
    sri: { algorithm: 'sha256' },
  },
  // Several instances share rendered pages, the data cache and tag revalidations through Redis. Read
  // when the server starts, so one build serves both set-ups.
  ...(process.env.REDIS_URL?.trim()
    ? {
        cacheHandler: fileURLToPath(new URL('./src/lib/redis-cache/cache-handler.ts', import.meta.url)),
        // No per-instance copy in memory, which another instance's revalidation could not reach.
        cacheMaxMemorySize: 0,
      }
    : {}),
};

// The site's own words: next-intl reads each request's language and messages from src/lib/i18n/request.ts.
// The catalogues are compiled at build time (`precompile`): the islands then format messages with next-intl's small
// formatter instead of parsing them in the browser with intl-messageformat, whose first message also made the
// browser load its number-format locale data (docs/performance-site.md, "The showcase page").
export default createNextIntlPlugin({
  requestConfig: './src/lib/i18n/request.ts',
  experimental: { messages: { path: './src/lib/i18n/messages', format: 'json', locales: 'infer', precompile: true } },
})(config);
