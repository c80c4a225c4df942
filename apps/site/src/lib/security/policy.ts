import { createNonce, pagePolicy, RESOURCE_POLICY, workerPolicy, type CspSources } from './csp';
import { securityHeaders } from './headers';

type Env = Record<string, string | undefined>;

/** What a path serves, as far as its policy is concerned. */
export type RouteKind = 'cms-page' | 'post' | 'product' | 'site-page' | 'map-worker' | 'resource';

const MAP_WORKER_PATH = '/api/maps/maplibre-worker';

/** The kind of response a request path gets. */
export function routeKind(pathname: string): RouteKind {
  if (pathname === MAP_WORKER_PATH) return 'map-worker';
  const [first = ''] = pathname.split('/').filter(Boolean);
  if (pathname.startsWith('/_next/static/') || first === 'api' || first === 'assets' || /\.[a-z0-9]+$/i.test(pathname)) return 'resource';
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

/** Whether the site is served over https (its public SITE_URL), i.e. a production deployment. */
export function servedOverHttps(env: Env): boolean {
  return env.SITE_URL?.trim().toLowerCase().startsWith('https://') ?? false;
}

export interface ResponsePolicy {
  /** The nonce of a page response (Next.js reads it from the request's policy and puts it on its scripts). */
  nonce: string | null;
  contentSecurityPolicy: string;
  headers: Record<string, string>;
}

/**
 * The Data Studio's origin: DIRECTUS_STUDIO_URL where editors reach Directus at another address than the site's
 * server does (DIRECTUS_URL, often an internal host), else DIRECTUS_URL.
 */
export function studioOrigin(env: Env): string | null {
  const url = URL.parse(env.DIRECTUS_STUDIO_URL?.trim() || env.DIRECTUS_URL?.trim() || '');
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : null;
}

/**
 * The Content-Security-Policy and the other security headers for a response to `pathname`. In preview (Next.js's
 * draft mode, which only /api/preview with the secret switches on) pages may be framed by the Data Studio, whose
 * live preview shows the site in a frame; every other page may be framed by no one.
 */
export function responsePolicy(
  pathname: string,
  env: Env = process.env,
  { preview = false, featureSources = NO_FEATURE_SOURCES }: { preview?: boolean; featureSources?: FeatureSources } = {},
): ResponsePolicy {
  const https = servedOverHttps(env);
  const kind = routeKind(pathname);
  if (kind === 'resource') return { nonce: null, contentSecurityPolicy: RESOURCE_POLICY, headers: securityHeaders({ https }) };
  if (kind === 'map-worker')
    return { nonce: null, contentSecurityPolicy: workerPolicy(featureSources(kind, env)), headers: securityHeaders({ https }) };
  const studio = preview ? studioOrigin(env) : null;
  const framedBy = studio ? [studio] : [];
  const nonce = createNonce();
  const dev = env.NODE_ENV === 'development';
  return {
    nonce,
    contentSecurityPolicy: pagePolicy({ nonce, sources: featureSources(kind, env), https, dev, framedBy }),
    headers: securityHeaders({ https, framable: framedBy.length > 0 }),
  };
}
