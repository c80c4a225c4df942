import 'server-only';
import * as flags from 'country-flag-icons/string/3x2';

/**
 * The country-flag-icons SVGs, served by the site itself (/api/flags/GB.svg) so that no third
 * party sees the visitor. Each list entry loads only its own small image, and only when shown.
 */
const svgs = flags as unknown as Record<string, string>;

export function flagFileNames(): string[] {
  return Object.keys(svgs)
    .filter((code) => /^[A-Z]{2}$/.test(code))
    .map((code) => `${code}.svg`);
}

export function flagResponse(file: string): Response {
  const code = /^([A-Z]{2})\.svg$/.exec(file)?.[1];
  const svg = code ? svgs[code] : undefined;
  if (!svg) return new Response('Not found', { status: 404 });
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=604800, stale-while-revalidate=86400',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    },
  });
}
