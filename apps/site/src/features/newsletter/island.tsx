'use client';

import { deferredIsland } from '@/lib/deferred-island';
// Imported here too, so that the styles join the route's stylesheet rather than wait for the island's chunk.
import './Newsletter.module.css';

/**
 * The sign-up form, in a chunk of its own that only pages showing it download, and only once it comes near the
 * viewport or is used (deferredIsland); the server renders it in full, and it posts without JavaScript.
 */
export const NewsletterForm = deferredIsland(() => import('./NewsletterForm').then((module) => module.NewsletterForm));
