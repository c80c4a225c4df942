'use client';

import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { IntlIsland } from '@/lib/i18n/IntlIsland';
import type { IslandIntl } from '@/lib/i18n/island';
import { useHydrated } from '@/lib/use-hydrated';
import { startPayment } from './server/actions';

export interface CheckoutProps {
  productId: number;
  amount: number;
  currency: string;
  priceLabel: string;
  publishableKey: string;
}

type Phase = 'offered' | 'loading' | 'ready' | 'failed';

/**
 * The checkout island. Until the visitor presses "Pay … by card", it is a button and nothing is fetched from Stripe
 * (privacy, and Stripe.js stays off the page's critical path). The press loads Stripe.js, which then shows the card
 * form (Stripe's Payment Element) in the button's place, with focus on the form's first field.
 */
export function CheckoutClient({ intl, ...props }: CheckoutProps & { intl: IslandIntl<'Checkout'> }) {
  return (
    <IntlIsland intl={intl}>
      <Checkout {...props} />
    </IntlIsland>
  );
}

function Checkout(props: CheckoutProps) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const [phase, setPhase] = useState<Phase>('offered');
  const [stripe, setStripe] = useState<Stripe | null>(null);
  // False while hydrating, true after: lets tests (and styles) tell when the button works.
  const hydrated = useHydrated();
  const failureRef = useRef<HTMLParagraphElement>(null);

  async function loadCardForm() {
    if (phase !== 'offered') return;
    setPhase('loading');
    try {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const loaded = await loadStripe(props.publishableKey);
      setStripe(loaded);
      setPhase(loaded ? 'ready' : 'failed');
    } catch {
      setPhase('failed');
    }
  }

  // The button is gone: focus that was on it goes to the message rather than to the page.
  useEffect(() => {
    if (phase === 'failed' && (document.activeElement === document.body || document.activeElement === null)) failureRef.current?.focus();
  }, [phase]);

  // Stripe's card form speaks the page's language where Stripe has it (its own fallback is English).
  const options: StripeElementsOptions = {
    mode: 'payment',
    amount: props.amount,
    currency: props.currency.toLowerCase(),
    locale: locale as StripeElementsOptions['locale'],
  };
  return (
    <div className="checkout" data-testid="checkout" data-phase={phase} data-hydrated={hydrated ? '' : undefined}>
      {phase === 'ready' && stripe ? (
        <Elements stripe={stripe} options={options}>
          <CheckoutForm {...props} />
        </Elements>
      ) : phase === 'failed' ? (
        <p ref={failureRef} className="notice" role="alert" tabIndex={-1}>
          {t('loadFailed')}
        </p>
      ) : (
        <>
          <button
            type="button"
            className="button"
            aria-disabled={phase === 'loading'}
            aria-busy={phase === 'loading'}
            onClick={loadCardForm}
          >
            {phase === 'loading' ? t('loading') : t('payByCard', { price: props.priceLabel })}
          </button>
          <p className="checkout__note">{t('note')}</p>
        </>
      )}
      <p className="sr-only" role="status">
        {phase === 'loading' ? t('loading') : phase === 'ready' ? t('ready') : ''}
      </p>
    </div>
  );
}

function CheckoutForm({ productId, amount, currency, priceLabel }: CheckoutProps) {
  const t = useTranslations('Checkout');
  const stripe = useStripe();
  const elements = useElements();
  const emailId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One order per checkout and e-mail: a retry after a decline confirms the same intent again.
  const attempt = useRef<{ email: string; orderId: string; clientSecret: string | null } | null>(null);

  // The form appears because the visitor asked for it: its first field takes the focus the button had.
  useEffect(() => {
    const active = document.activeElement;
    if (active === document.body || active === null) emailRef.current?.focus();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    try {
      const submitted = await elements.submit();
      if (submitted.error) return setError(submitted.error.message ?? t('checkCard'));
      if (attempt.current?.email !== email) attempt.current = { email, orderId: crypto.randomUUID(), clientSecret: null };
      const current = attempt.current;
      if (!current.clientSecret) {
        const started = await startPayment({ productId, email, orderId: current.orderId, amount, currency });
        if (!started.ok) return setError(started.message);
        current.clientSecret = started.clientSecret;
      }
      const receipt = new URL(`/checkout/receipt?order=${encodeURIComponent(current.orderId)}`, window.location.href).href;
      const { error: confirmError } = await stripe.confirmPayment({
        elements,
        clientSecret: current.clientSecret,
        confirmParams: { return_url: receipt, receipt_email: email },
        redirect: 'if_required',
      });
      if (confirmError) return setError(confirmError.message ?? t('notCompleted'));
      // The receipt page is loaded as after a payment that went through the card's bank (Stripe's redirect to
      // `return_url`): the island uses no router, so it hydrates as a React root of its own (deferredIsland).
      window.location.assign(receipt);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : t('networkError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="checkout__form" onSubmit={onSubmit}>
      <label htmlFor={emailId}>{t('email')}</label>
      <input
        ref={emailRef}
        id={emailId}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PaymentElement />
      {error && (
        <p className="checkout__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={!stripe || !elements || busy}>
        {busy ? t('paying') : t('pay', { price: priceLabel })}
      </button>
    </form>
  );
}
