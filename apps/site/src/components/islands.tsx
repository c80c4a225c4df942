'use client';

import dynamic from 'next/dynamic';

// The client islands, each in a chunk of its own. Imported directly by the server components that render them,
// they would all land in the CMS page route's one client bundle, so a plain text page would download the code of
// every video, form, map and checkout. Through next/dynamic a page loads only the islands it shows (their server
// rendering and hydration are unchanged; their chunks are preloaded with the page).
export const VideoFacade = dynamic(() => import('@/features/video/VideoFacade').then((module) => module.VideoFacade));
export const FormClient = dynamic(() => import('@/features/forms/FormClient').then((module) => module.FormClient));
export const LocationsMap = dynamic(() => import('@/features/maps/LocationsMap').then((module) => module.LocationsMap));
export const CheckoutClient = dynamic(() => import('@/features/payments/CheckoutClient').then((module) => module.CheckoutClient));
