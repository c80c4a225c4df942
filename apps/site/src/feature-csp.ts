import { mapsCsp } from '@/features/maps/csp';
import { stripeCsp } from '@/features/payments/csp';
import { videoCsp } from '@/features/video/csp';
import type { FeatureSources } from '@/lib/security/policy';

/**
 * What each kind of route lets third parties do, from the sources each feature declares in its csp.ts. Composed
 * here, above the features, so that lib/security knows none of them. The proxy decides before the page renders,
 * so it goes by route: a CMS page may hold any section (rich text with videos, a locations map, checkouts), and
 * which sections a given page has would cost a Directus read per request to find out; posts have videos only;
 * product pages a checkout; the account and receipt pages none of these. The map's worker fetches the tiles.
 */
export const featureSources: FeatureSources = (kind, env) => {
  switch (kind) {
    case 'cms-page':
      return [videoCsp, mapsCsp(env), stripeCsp];
    case 'post':
      return [videoCsp];
    case 'product':
      return [stripeCsp];
    case 'map-worker':
      return [mapsCsp(env)];
    default:
      return [];
  }
};
