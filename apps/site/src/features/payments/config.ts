import 'server-only';

export interface PaymentsConfig {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Where Stripe's API is reached (STRIPE_API_URL; Stripe's own servers when unset). */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

/**
 * Card payments are on when the secret key, the webhook secret and a publishable key are set;
 * otherwise null and checkouts say payments are not set up. Secret and webhook keys stay on the
 * server; only the publishable key is handed to the browser.
 */
export function paymentsConfig(env: Record<string, string | undefined> = process.env): PaymentsConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  const publishableKey = (env.STRIPE_PUBLISHABLE_KEY || env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY)?.trim();
  if (!secretKey || !webhookSecret || !publishableKey) return null;
  return { secretKey, webhookSecret, publishableKey, api: apiLocation(env.STRIPE_API_URL) };
}

function apiLocation(value: string | undefined): PaymentsConfig['api'] {
  if (!value) return null;
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
}
