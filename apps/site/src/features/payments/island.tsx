'use client';

import { deferredIsland } from '@/lib/deferred-island';

/**
 * The card form, in a chunk of its own that only pages with a checkout download, once the checkout comes near the
 * viewport or is used (deferredIsland); the server renders the product's offer in full.
 */
export const CheckoutClient = deferredIsland(() => import('./CheckoutClient').then((module) => module.CheckoutClient));
