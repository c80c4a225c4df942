import type { CspSources } from '@/lib/security/csp';

/**
 * Stripe.js and its Payment Element, as Stripe's security guide lists them: the script and its frames on
 * js.stripe.com, 3-D Secure and redirects on hooks.stripe.com, and calls to api.stripe.com.
 */
export const stripeCsp: CspSources = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};
