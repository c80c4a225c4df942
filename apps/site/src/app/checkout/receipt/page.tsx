import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { notFound } from 'next/navigation';
import { Receipt } from '@/features/payments/Receipt';
import { ReceiptRefresh } from '@/features/payments/ReceiptRefresh';
import { getActiveProduct, getOrder } from '@/lib/content';

export const dynamic = 'force-dynamic';
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Receipt');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** The order's state as Directus has it (set by Stripe's webhook), never as the URL says. */
export default async function ReceiptPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { order: orderParam } = await searchParams;
  const order = typeof orderParam === 'string' ? await getOrder(orderParam) : null;
  if (!order) notFound();
  const product = await getActiveProduct(order.product).catch(() => null);
  const settled = order.status === 'paid' || order.status === 'refunded' || order.status === 'failed';
  return (
    <>
      <Receipt order={{ ...order, productName: product?.name ?? null }} />
      {!settled && <ReceiptRefresh />}
    </>
  );
}
