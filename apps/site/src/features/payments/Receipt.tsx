import { getLocale, getTranslations } from '@/lib/i18n/server';
import type { OrderStatus } from '@/lib/content';
import { formatPrice } from '@/lib/price';

export async function Receipt({
  order,
}: {
  order: { id: string; status: OrderStatus; amount: number; currency: string; productName: string | null };
}) {
  const [t, locale] = await Promise.all([getTranslations('Receipt'), getLocale()]);
  return (
    <section className="container section receipt" data-order-status={order.status}>
      <h1>{t(`${order.status}.title`)}</h1>
      <p role="status">{t(`${order.status}.text`)}</p>
      <dl>
        {order.productName && (
          <>
            <dt>{t('product')}</dt>
            <dd>{order.productName}</dd>
          </>
        )}
        <dt>{t('amount')}</dt>
        <dd>{formatPrice(order.amount, order.currency, locale)}</dd>
        <dt>{t('order')}</dt>
        <dd>
          <code>{order.id}</code>
        </dd>
        <dt>{t('status')}</dt>
        <dd className="receipt__status">{t(`statuses.${order.status}`)}</dd>
      </dl>
    </section>
  );
}
