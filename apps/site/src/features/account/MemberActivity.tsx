import { formatPrice } from '@/lib/price';
import type { MemberOrder, MemberSubmission } from '@/lib/content';

const date = (value: string | null) => (value ? new Date(value).toLocaleDateString('en-GB', { dateStyle: 'medium' }) : '');

/** The member's orders and form submissions, if any. */
export function MemberActivity({ orders, submissions }: { orders: MemberOrder[]; submissions: MemberSubmission[] }) {
  return (
    <>
      <h2>Your orders</h2>
      {orders.length === 0 ? (
        <p>No orders yet.</p>
      ) : (
        <ul className="account-list">
          {orders.map((order) => (
            <li key={order.id}>
              {order.product?.name ?? 'Order'} — {formatPrice(order.amount, order.currency)} — {order.status} — {date(order.date_created)}
            </li>
          ))}
        </ul>
      )}
      <h2>Your messages</h2>
      {submissions.length === 0 ? (
        <p>No form submissions yet.</p>
      ) : (
        <ul className="account-list">
          {submissions.map((submission) => (
            <li key={submission.id}>
              {submission.form?.title ?? 'Form'} — {date(submission.date_created)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
