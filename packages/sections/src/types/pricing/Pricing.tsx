import type { SectionProps } from '../../kit.js';
import { pricingPlans, type PricingValues } from './definition.js';

/**
 * Plans as cards, side by side on wide screens and one below the other on phones. A plan that names a product
 * offers that product's card checkout (the site's island); the others their link button.
 */
export default function Pricing({ section, kit, edit, root }: SectionProps<PricingValues>) {
  const { Link, editable } = kit;
  const { CheckoutButton } = kit.islands;
  return (
    <section className="container section pricing" {...root} {...editable(edit(['heading', 'plans']))}>
      {section.heading && (
        <h2 className="pricing__heading" {...editable(edit(['heading']))}>
          {section.heading}
        </h2>
      )}
      <ul className="pricing__plans" role="list" {...editable(edit(['plans'], 'drawer'))}>
        {pricingPlans(section).map((plan, index) => {
          const button = plan.button && (
            <Link className={plan.highlighted ? 'button' : 'button pricing__button--quiet'} href={plan.button.url}>
              {plan.button.label}
            </Link>
          );
          return (
            <li key={index} className={plan.highlighted ? 'pricing__plan pricing__plan--highlighted' : 'pricing__plan'}>
              <h3 className="pricing__name">{plan.name}</h3>
              <p className="pricing__price">
                <span className="pricing__amount">{plan.price}</span>
                {plan.period && <span className="pricing__period"> {plan.period}</span>}
              </p>
              {plan.features.length > 0 && (
                <ul className="pricing__features">
                  {plan.features.map((feature, position) => (
                    <li key={position}>{feature}</li>
                  ))}
                </ul>
              )}
              <div className="pricing__action">{plan.product ? <CheckoutButton product={plan.product} fallback={button} /> : button}</div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
