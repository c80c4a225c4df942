import 'server-only';

export { clearAssetCache, readAsset, type Asset } from './assets';
export * from './client';
export { CACHED_COLLECTIONS, collectionTag, isCachedCollection, PAGE_COLLECTIONS, type CachedCollection } from './data-cache';
export * from './errors';
export * from './forms';
export * from './journal';
export * from './machine-readable';
export * from './members';
export * from './newsletter';
export { reportPageUnavailable } from './outage';
export * from './payments';
export * from './queries';
export { forgetCachedReads } from './read-memo';
export * from './redirects';
export * from './schedule';
export * from './search';
export type * from './schema';
