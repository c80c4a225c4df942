'use client';

import dynamic from 'next/dynamic';
// Imported here too, so that the styles join the route's stylesheet rather than wait for the island's chunk.
import './Newsletter.module.css';

/** The sign-up form, in a chunk of its own that only pages showing it download (server-rendered as any other part). */
export const NewsletterForm = dynamic(() => import('./NewsletterForm').then((module) => module.NewsletterForm));
