import { createNonce, pagePolicy, RESOURCE_POLICY, workerPolicy, type CspSources } from './csp';
import { securityHeaders, servedOverHttps } from './headers';

type Env = Record<string, string | undefined>;

/** What a path serves, as far as its policy is concerned. */
export type RouteKind = 'cms-page' | 'post' | 'product' | 'site-page' | 'map-worker' | 'resource';

const MAP_WORKER_PATH = '/api/maps/maplibre-worker';

/** The kind of response a request path gets. */
export function routeKind(pathname: string): RouteKind {
  if (pathname === MAP_WORKER_PATH) return 'map-worker';
  const [first = ''] = pathname.split('/').filter(Boolean);
  if (pathname.startsWith('/_next/static/') || first === 'api' || first === 'assets' || first === 'md' || /\.[a-z0-9]+$/i.test(pathname)) {
    // `md`: the Markdown versions' route (features/markdown).
    return 'resource';
  }
  if (first === 'posts') return 'post';
  if (first === 'products') return 'product';
  if (first === 'account' || first === 'checkout') return 'site-page';
  return 'cms-page';
}

/**
 * The third-party sources that the features shown on a kind of route need (for the map's worker: what the worker
 * fetches). lib knows no feature: the proxy passes the site's composition of them (src/feature-csp.ts); without
 * it a page allows no third party.
 */
export type FeatureSources = (kind: RouteKind, env: Env) => readonly CspSources[];

const NO_FEATURE_SOURCES: FeatureSources = () => [];

export { servedOverHttps };

export interface ResponsePolicy {
  /** The nonce of a page response (Next.js reads it from the request's policy and puts it on its scripts). */
  nonce: string | null;
  contentSecurityPolicy: string;
  headers: Record<string, string>;
}

/** The names of this machine that browsers treat alike (each a site of its own, all secure over http). */
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost'];

/**
 * The Data Studio's origins, from which editors may frame the site: DIRECTUS_STUDIO_URL where editors reach
 * Directus at another address than the site's server does (DIRECTUS_URL, often an internal host), else
 * DIRECTUS_URL. A Studio on this machine (`http://127.0.0.1:8055`, as `npm start` prints it) is reached as
 * `http://localhost:8055` too, so both are allowed.
 */
export function studioOrigins(env: Env): string[] {
  const url = URL.parse(env.DIRECTUS_STUDIO_URL?.trim() || env.DIRECTUS_URL?.trim() || '');
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return [];
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => {
    const alias = new URL(url.origin);
    alias.hostname = host;
    return alias.origin;
  });
}

/**
 * The Content-Security-Policy and the other security headers for a response to `pathname`. In preview (a valid
 * preview pass, which only /api/preview with the secret gives) pages may be framed by the Data Studio, whose
 * live preview and Visual Editor show the site in a frame; every other page may be framed by no one. Pages
 * rendered for the Visual Editor (`editing`: preview, in a frame) allow the inline styles of its library.
 */
export function responsePolicy(
  pathname: string,
  env: Env = process.env,
  {
    preview = false,
    editing = false,
    featureSources = NO_FEATURE_SOURCES,
  }: { preview?: boolean; editing?: boolean; featureSources?: FeatureSources } = {},
): ResponsePolicy {
  const https = servedOverHttps(env);
  const kind = routeKind(pathname);
  if (kind === 'resource') return { nonce: null, contentSecurityPolicy: RESOURCE_POLICY, headers: securityHeaders({ https }) };
  if (kind === 'map-worker')
    return { nonce: null, contentSecurityPolicy: workerPolicy(featureSources(kind, env)), headers: securityHeaders({ https }) };
  const framedBy = preview ? studioOrigins(env) : [];
  const nonce = createNonce();
  const dev = env.NODE_ENV === 'development';
  return {
    nonce,
    contentSecurityPolicy: pagePolicy({
      nonce,
      sources: featureSources(kind, env),
      https,
      dev,
      framedBy,
      inlineStyles: preview && editing,
    }),
    headers: securityHeaders({ https, framable: framedBy.length > 0 }),
  };
}
