import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Images are served by the site's own /assets route (Directus transformations behind the site's token).
  images: { unoptimized: true },
};

export default config;
