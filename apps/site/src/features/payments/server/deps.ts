import 'server-only';
import {
  createPendingOrder,
  getActiveProduct,
  getOrder,
  getOrderByPaymentReference,
  hasPaymentEvent,
  recordPaymentEvent,
  setOrderPaymentReference,
  setOrderStatus,
} from '@/lib/content';
import type { PaymentsConfig } from '../config';
import type { CheckoutDeps } from './checkout';
import { stripeClient } from './stripe';
import type { WebhookDeps } from './webhook';

const log = (message: string, error?: unknown) => console.warn(message, error instanceof Error ? error.message : (error ?? ''));

/** The checkout wired to Directus (through the content module) and Stripe. */
export function checkoutDeps(config: PaymentsConfig): CheckoutDeps {
  return {
    loadProduct: getActiveProduct,
    createOrder: createPendingOrder,
    setReference: setOrderPaymentReference,
    stripe: stripeClient(config),
    log,
  };
}

export function webhookDeps(config: PaymentsConfig): WebhookDeps {
  return {
    stripe: stripeClient(config),
    webhookSecret: config.webhookSecret,
    hasEvent: hasPaymentEvent,
    recordEvent: recordPaymentEvent,
    getOrder,
    getOrderByReference: getOrderByPaymentReference,
    setStatus: setOrderStatus,
    log,
  };
}
