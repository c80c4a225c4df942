import type { SectionProps } from '../../kit.js';
import type { CheckoutValues } from './definition.js';

/** A product with card checkout, while it is active: the site's island. */
export default function Checkout({ section, kit, edit, root, isFirst }: SectionProps<CheckoutValues>) {
  const { Checkout: SiteCheckout } = kit.islands;
  return <SiteCheckout section={section} edit={edit} root={root} isFirst={isFirst} />;
}
