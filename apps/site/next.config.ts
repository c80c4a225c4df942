import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Lets parallel test runs on one machine build into folders of their own.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Images are served by the site's own /assets route (Directus transformations behind the site's token).
  images: { unoptimized: true },
};

export default config;
