import type { OrderStatus } from '@/lib/content';
import { formatPrice } from '@/lib/price';

const TEXT: Record<OrderStatus, { title: string; text: string }> = {
  pending: { title: 'Confirming your payment', text: 'We are waiting for the confirmation of your payment. This page updates by itself.' },
  processing: { title: 'Payment processing', text: 'Your payment is being processed. This page shows the result once it is confirmed.' },
  paid: { title: 'Thank you, your payment was received', text: 'Your order is paid. A receipt is on its way to your e-mail.' },
  failed: { title: 'Payment failed', text: 'Your payment did not go through. You have not been charged; you can try again.' },
  refunded: { title: 'Order refunded', text: 'This order has been refunded.' },
};

export function Receipt({
  order,
}: {
  order: { id: string; status: OrderStatus; amount: number; currency: string; productName: string | null };
}) {
  const text = TEXT[order.status];
  return (
    <section className="container section receipt" data-order-status={order.status}>
      <h1>{text.title}</h1>
      <p role="status">{text.text}</p>
      <dl>
        {order.productName && (
          <>
            <dt>Product</dt>
            <dd>{order.productName}</dd>
          </>
        )}
        <dt>Amount</dt>
        <dd>{formatPrice(order.amount, order.currency)}</dd>
        <dt>Order</dt>
        <dd>
          <code>{order.id}</code>
        </dd>
        <dt>Status</dt>
        <dd className="receipt__status">{order.status}</dd>
      </dl>
    </section>
  );
}
