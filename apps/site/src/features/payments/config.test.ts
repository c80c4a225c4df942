import { describe, expect, it } from 'vitest';
import { paymentsConfig } from './config';

const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' };

describe('paymentsConfig', () => {
  it('is off unless the secret key, the webhook secret and a publishable key are all set', () => {
    expect(paymentsConfig({})).toBeNull();
    for (const name of Object.keys(keys)) expect(paymentsConfig({ ...keys, [name]: '' })).toBeNull();
    expect(paymentsConfig(keys)).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', publishableKey: 'pk_test_1', api: null });
  });

  it('takes a server-provided publishable key first, and a local API URL for tests', () => {
    const config = paymentsConfig({ ...keys, STRIPE_PUBLISHABLE_KEY: 'pk_test_2', STRIPE_API_URL: 'http://127.0.0.1:4567' });
    expect(config).toMatchObject({ publishableKey: 'pk_test_2', api: { host: '127.0.0.1', port: 4567, protocol: 'http' } });
  });
});
