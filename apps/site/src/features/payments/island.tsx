'use client';

import dynamic from 'next/dynamic';

/** The card form, in a chunk of its own that only pages with a checkout download (next/dynamic). */
export const CheckoutClient = dynamic(() => import('./CheckoutClient').then((module) => module.CheckoutClient));
