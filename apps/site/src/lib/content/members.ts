import { listItems } from './client';
import { requireIdentifier } from './errors';
import type { Form, FormSubmission, Order, Product } from './schema';

/** Own-records-only, enforced here: Directus's free tier cannot filter by $CURRENT_USER. */

export type MemberOrder = Pick<Order, 'id' | 'amount' | 'currency' | 'status' | 'date_created'> & { product: Pick<Product, 'name'> | null };

export async function listMemberOrders(memberId: string): Promise<MemberOrder[]> {
  requireIdentifier('member', memberId);
  return listItems<'orders', MemberOrder>('orders', {
    fields: ['id', 'amount', 'currency', 'status', 'date_created', 'product.name'],
    filter: { member: { _eq: memberId } },
    sort: ['-date_created'],
    limit: 100,
  });
}

export type MemberSubmission = Pick<FormSubmission, 'id' | 'date_created'> & { form: Pick<Form, 'title'> | null };

export async function listMemberSubmissions(memberId: string): Promise<MemberSubmission[]> {
  requireIdentifier('member', memberId);
  return listItems<'form_submissions', MemberSubmission>('form_submissions', {
    fields: ['id', 'date_created', 'form.title'],
    filter: { member: { _eq: memberId } },
    sort: ['-date_created'],
    limit: 100,
  });
}
