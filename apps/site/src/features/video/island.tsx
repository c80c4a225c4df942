'use client';

import { deferredIsland } from '@/lib/deferred-island';

/**
 * The video facade as the page's server components render it: its code is a chunk of its own, which only pages with
 * a video load, once the video comes near the viewport or is used (deferredIsland; imported directly, it would join
 * the CMS route's one client bundle and every page would download it). Its styles are the server part's (Video.tsx),
 * so they are in the route's stylesheet.
 */
export const VideoFacade = deferredIsland(() => import('./VideoFacade').then((module) => module.VideoFacade));
