/**
 * The Content-Security-Policy of the site's pages: strict (a fresh nonce per request and 'strict-dynamic' for
 * scripts), plus only the third-party sources that the features on a page contribute (see ./policy.ts).
 */

/** The fetch directives a feature may extend; everything else is fixed here. */
export type SourceDirective = 'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'frame-src' | 'worker-src' | 'font-src';

/** What one feature needs beyond the site's own origin, e.g. `{ 'frame-src': ['https://player.vimeo.com'] }`. */
export type CspSources = Partial<Record<SourceDirective, readonly string[]>>;

export interface PagePolicyOptions {
  /** This request's nonce (createNonce()). */
  nonce: string;
  /** The contributions of the features the page may show. */
  sources: readonly CspSources[];
  /** Served over https: browsers are told to fetch every subresource over https too. */
  https: boolean;
  /** `next dev`: React's debugging needs eval and Next's dev styles are inline. */
  dev?: boolean;
  /** Origins besides the site's own that may frame the page (the Directus Data Studio, in preview); none by default. */
  framedBy?: readonly string[];
  /**
   * Inline style elements without a nonce: the Visual Editor's library (Directus's) adds its outline styles as a
   * `<style>` element it creates itself. Only for pages rendered for an editor in the Data Studio.
   */
  inlineStyles?: boolean;
}

/** What every page allows before features add theirs; `null` means the directive is left out. */
const BASE: Record<SourceDirective, readonly string[]> = {
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': [],
  'worker-src': [],
  'font-src': ["'self'"],
};

const ORDER: readonly SourceDirective[] = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'worker-src'];

/** A random, unguessable nonce (128 bits, base64) for one response. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The policy for one page response. Scripts need the nonce (Next.js puts it on its own scripts); scripts those
 * load may load more ('strict-dynamic', which makes CSP3 browsers ignore 'self' and hosts: they stay for older
 * browsers). Styles come from the site's stylesheets or a nonce'd element, never from `style` attributes in
 * the markup; styles set by scripts through the CSSOM are not restricted by CSP.
 */
export function pagePolicy({ nonce, sources, https, dev = false, framedBy = [], inlineStyles = false }: PagePolicyOptions): string {
  const nonceSource = `'nonce-${nonce}'`;
  const merged = new Map<SourceDirective, Set<string>>(ORDER.map((directive) => [directive, new Set(BASE[directive])]));
  for (const contribution of sources) {
    for (const directive of ORDER) for (const source of contribution[directive] ?? []) merged.get(directive)!.add(source);
  }
  merged.get('script-src')!.add(nonceSource).add("'strict-dynamic'");
  merged.get('style-src')!.add(nonceSource);
  if (dev) merged.get('script-src')!.add("'unsafe-eval'");
  if (dev || inlineStyles) {
    // Next's development styles and the Visual Editor's outline styles are injected without a nonce; a nonce in
    // the list would switch 'unsafe-inline' off.
    merged.get('style-src')!.delete(nonceSource);
    merged.get('style-src')!.add("'unsafe-inline'");
  }
  const directives = [
    "default-src 'self'",
    ...ORDER.map((directive) => {
      const list = [...merged.get(directive)!];
      return `${directive} ${list.length === 0 ? "'none'" : list.join(' ')}`;
    }),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    framedBy.length > 0 ? `frame-ancestors 'self' ${framedBy.join(' ')}` : "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The policy for everything that is not a page (route handlers, Directus files, scripts and styles): such a
 * response, opened on its own (an uploaded SVG, say), may load nothing, run nothing and be framed by no one.
 */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of a dedicated worker script (workers get the policy of their own response): it may fetch from
 * the site and the given sources' connect-src and img-src hosts, nothing else.
 */
export function workerPolicy(sources: readonly CspSources[]): string {
  const connect = new Set(["'self'"]);
  for (const contribution of sources) {
    for (const source of [...(contribution['connect-src'] ?? []), ...(contribution['img-src'] ?? [])]) connect.add(source);
  }
  return `default-src 'none'; connect-src ${[...connect].join(' ')}; frame-ancestors 'none'`;
}

const WILDCARD_LABEL = 'tessera-any-subdomain';

/**
 * The origin (`https://tiles.example.com`) of a configured URL or URL template: `{z}`, `{x}` and the like may
 * stand in the path, and a placeholder in the host's first label (`https://{s}.tiles.example.com`) becomes a
 * wildcard (`https://*.tiles.example.com`). Null for anything that is not an absolute http(s) URL.
 */
export function originOf(urlTemplate: string | null | undefined): string | null {
  const trimmed = urlTemplate?.trim();
  if (!trimmed) return null;
  const [, scheme = '', host = '', rest = ''] = /^([a-z]+:\/\/)([^/?#]*)(.*)$/i.exec(trimmed) ?? [];
  const url = URL.parse(`${scheme}${host.replace(/^\{[^}]*\}\./, `${WILDCARD_LABEL}.`)}${rest.replace(/\{[^}]*\}/g, '0')}`);
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname.includes('{')) return null;
  return url.origin.replace(`//${WILDCARD_LABEL}.`, '//*.');
}
