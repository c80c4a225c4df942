'use client';

import dynamic from 'next/dynamic';

/**
 * The video facade as the page's server components render it: through next/dynamic its code is a chunk of its own,
 * which only pages with a video load (imported directly, it would join the CMS route's one client bundle and every
 * page would download it). Its styles are the server part's (Video.tsx), so they are in the route's stylesheet.
 */
export const VideoFacade = dynamic(() => import('./VideoFacade').then((module) => module.VideoFacade));
