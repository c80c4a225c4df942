import 'server-only';
import Stripe from 'stripe';
import type { PaymentsConfig } from '../config';

/** A Stripe client for the configured API (Stripe's, or a local stand-in in tests). */
export function stripeClient(config: Pick<PaymentsConfig, 'secretKey' | 'api'>): Stripe {
  return new Stripe(config.secretKey, {
    ...(config.api ?? {}),
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'Tessera' },
  });
}
