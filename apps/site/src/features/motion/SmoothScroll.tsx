'use client';

import { useEffect } from 'react';
import { startSmoothScroll } from './smooth-scroll';

/** The smooth scroller as an island: renders nothing, and starts and stops with the page. */
export function SmoothScroll() {
  useEffect(() => startSmoothScroll(), []);
  return null;
}
