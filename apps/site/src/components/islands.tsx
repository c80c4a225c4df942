'use client';

import dynamic from 'next/dynamic';
// The islands' styles are imported here, not only by the islands, so that they join the route's stylesheet: loaded
// with an island's chunk, each would be a stylesheet of its own in the page's head, and the first paint (the islands
// render on the server) would wait one more round trip for it. Together they are about 2 kB gzip. (The video's styles
// are there already: its server part uses them.)
import '@/features/forms/Form.module.css';
import '@/features/maps/Maps.module.css';
import '@/features/phone/PhoneInput.module.css';

// The client islands, each in a chunk of its own. Imported directly by the server components that render them,
// they would all land in the CMS page route's one client bundle, so a plain text page would download the code of
// every video, form, map and checkout. Through next/dynamic a page loads only the islands it shows (their server
// rendering and hydration are unchanged; their chunks are preloaded with the page).
export const VideoFacade = dynamic(() => import('@/features/video/VideoFacade').then((module) => module.VideoFacade));
export const FormClient = dynamic(() => import('@/features/forms/FormClient').then((module) => module.FormClient));
export const LocationsMap = dynamic(() => import('@/features/maps/LocationsMap').then((module) => module.LocationsMap));
export const CheckoutClient = dynamic(() => import('@/features/payments/CheckoutClient').then((module) => module.CheckoutClient));
