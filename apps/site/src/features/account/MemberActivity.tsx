import { getFormatter, getLocale, getTranslations } from '@/lib/i18n/server';
import { formatPrice } from '@/lib/price';
import type { MemberOrder, MemberSubmission } from '@/lib/content';

/** The member's orders and form submissions, if any. */
export async function MemberActivity({ orders, submissions }: { orders: MemberOrder[]; submissions: MemberSubmission[] }) {
  const [t, receipt, format, locale] = await Promise.all([
    getTranslations('Account'),
    getTranslations('Receipt'),
    getFormatter(),
    getLocale(),
  ]);
  const date = (value: string | null) => (value ? format.dateTime(new Date(value), { dateStyle: 'medium' }) : '');
  return (
    <>
      <h2>{t('yourOrders')}</h2>
      {orders.length === 0 ? (
        <p>{t('noOrders')}</p>
      ) : (
        <ul className="account-list">
          {orders.map((order) => (
            <li key={order.id}>
              {order.product?.name ?? t('order')} — {formatPrice(order.amount, order.currency, locale)} —{' '}
              {receipt(`statuses.${order.status}`)} — {date(order.date_created)}
            </li>
          ))}
        </ul>
      )}
      <h2>{t('yourMessages')}</h2>
      {submissions.length === 0 ? (
        <p>{t('noSubmissions')}</p>
      ) : (
        <ul className="account-list">
          {submissions.map((submission) => (
            <li key={submission.id}>
              {submission.form?.title ?? t('form')} — {date(submission.date_created)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
