import { createOne, listItems, updateOne } from './client';
import { cachedRead } from './data-cache';
import { ContentError } from './errors';
import type { Order, OrderStatus, Product } from './schema';

export type CheckoutProduct = Pick<Product, 'id' | 'name' | 'slug' | 'description' | 'price' | 'currency' | 'image'> &
  Partial<Pick<Product, 'translations'>>;
const PRODUCT_FIELDS = ['id', 'name', 'slug', 'description', 'translations', 'price', 'currency', 'image'];

/** An active product by id, or null. Read from Directus every time: a checkout charges this price. */
export async function getActiveProduct(id: number): Promise<CheckoutProduct | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [product] = await listItems('products', { fields: PRODUCT_FIELDS, filter: { id: { _eq: id }, active: { _eq: true } }, limit: 1 });
  return (product as CheckoutProduct | undefined) ?? null;
}

/** The active products' slugs: which reads by slug the data cache keeps (data-cache.ts). */
const activeProductSlugs = cachedRead('product-slugs', ['products'], async (): Promise<string[]> =>
  (await listItems<'products', { slug: string }>('products', { fields: ['slug'], filter: { active: { _eq: true } }, limit: -1 })).map(
    ({ slug }) => slug,
  ),
);

const readProductBySlug = cachedRead(
  'product',
  ['products'],
  async (slug: string): Promise<CheckoutProduct | null> => {
    const [product] = await listItems('products', {
      fields: PRODUCT_FIELDS,
      filter: { slug: { _eq: slug }, active: { _eq: true } },
      limit: 1,
    });
    return (product as CheckoutProduct | undefined) ?? null;
  },
  { keeps: async (slug) => (await activeProductSlugs()).includes(slug) },
);

/** An active product by slug, or null; for showing it (its page), so it comes from the data cache. */
export async function getActiveProductBySlug(slug: string): Promise<CheckoutProduct | null> {
  if (!slug) return null;
  return readProductBySlug(slug);
}

export type OrderSummary = Pick<Order, 'id' | 'amount' | 'currency' | 'email' | 'status' | 'payment_reference'> & { product: number };
const ORDER_FIELDS = ['id', 'product', 'amount', 'currency', 'email', 'status', 'payment_reference'];

export async function getOrder(id: string): Promise<OrderSummary | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [order] = await listItems('orders', { fields: ORDER_FIELDS, filter: { id: { _eq: id } }, limit: 1 });
  return (order as OrderSummary | undefined) ?? null;
}

export async function getOrderByPaymentReference(reference: string): Promise<OrderSummary | null> {
  if (!reference) return null;
  const [order] = await listItems('orders', { fields: ORDER_FIELDS, filter: { payment_reference: { _eq: reference } }, limit: 1 });
  return (order as OrderSummary | undefined) ?? null;
}

export interface NewOrder {
  /** A UUID chosen by the site, so that a retried checkout stores one order. */
  id: string;
  product: number;
  amount: number;
  currency: string;
  email: string;
  member?: string | null;
}

/** Stores a pending order; when an order with this id exists already (a retry), returns that one. */
export async function createPendingOrder(order: NewOrder): Promise<OrderSummary> {
  try {
    await createOne('orders', { ...order, member: order.member ?? null, status: 'pending' });
  } catch (error) {
    if (!(error instanceof ContentError && error.code === 'RECORD_NOT_UNIQUE')) throw error;
  }
  const stored = await getOrder(order.id);
  if (!stored) throw new ContentError('The order could not be read back', 'unknown');
  return stored;
}

export async function setOrderPaymentReference(id: string, reference: string): Promise<void> {
  await updateOne('orders', id, { payment_reference: reference });
}

export async function setOrderStatus(id: string, status: OrderStatus): Promise<void> {
  await updateOne('orders', id, { status });
}

/** Whether a payment provider's event was recorded already. */
export async function hasPaymentEvent(eventId: string): Promise<boolean> {
  if (!eventId) return false;
  const events = await listItems('payment_events', { fields: ['id'], filter: { event_id: { _eq: eventId } }, limit: 1 });
  return events.length > 0;
}

/** Records an event id; `false` when it was recorded already (event_id is unique). */
export async function recordPaymentEvent(event: { eventId: string; type: string; order: string | null }): Promise<boolean> {
  try {
    await createOne('payment_events', { event_id: event.eventId, type: event.type, order: event.order });
    return true;
  } catch (error) {
    if (error instanceof ContentError && error.code === 'RECORD_NOT_UNIQUE') return false;
    throw error;
  }
}
