'use client';

import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { startPayment } from './server/actions';

export interface CheckoutProps {
  productId: number;
  amount: number;
  currency: string;
  priceLabel: string;
  publishableKey: string;
}

/** Loads Stripe.js from Stripe only once the checkout is (nearly) on screen. */
function useStripeWhenVisible(publishableKey: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || stripe) return;
    const load = () => setStripe(import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey)));
    if (typeof IntersectionObserver === 'undefined') return load();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [publishableKey, stripe]);
  return { ref, stripe };
}

export function CheckoutClient(props: CheckoutProps) {
  const { ref, stripe } = useStripeWhenVisible(props.publishableKey);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    stripe?.then((value) => setLoadFailed(!value)).catch(() => setLoadFailed(true));
  }, [stripe]);
  const options: StripeElementsOptions = { mode: 'payment', amount: props.amount, currency: props.currency.toLowerCase() };
  return (
    <div ref={ref} className="checkout" data-testid="checkout">
      {loadFailed ? (
        <p className="notice" role="alert">
          The card form could not be loaded. Please check your connection and reload the page.
        </p>
      ) : stripe ? (
        <Elements stripe={stripe} options={options}>
          <CheckoutForm {...props} />
        </Elements>
      ) : (
        <p className="checkout__loading">Loading the card form…</p>
      )}
    </div>
  );
}

function CheckoutForm({ productId, amount, currency, priceLabel }: CheckoutProps) {
  const stripe = useStripe();
  const elements = useElements();
  const router = useRouter();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One order per checkout and e-mail: a retry after a decline confirms the same intent again.
  const attempt = useRef<{ email: string; orderId: string; clientSecret: string | null } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    try {
      const submitted = await elements.submit();
      if (submitted.error) return setError(submitted.error.message ?? 'Please check your card details.');
      if (attempt.current?.email !== email) attempt.current = { email, orderId: crypto.randomUUID(), clientSecret: null };
      const current = attempt.current;
      if (!current.clientSecret) {
        const started = await startPayment({ productId, email, orderId: current.orderId, amount, currency });
        if (!started.ok) return setError(started.message);
        current.clientSecret = started.clientSecret;
      }
      const receipt = `/checkout/receipt?order=${encodeURIComponent(current.orderId)}`;
      const { error: confirmError } = await stripe.confirmPayment({
        elements,
        clientSecret: current.clientSecret,
        confirmParams: { return_url: new URL(receipt, window.location.href).href, receipt_email: email },
        redirect: 'if_required',
      });
      if (confirmError) return setError(confirmError.message ?? 'Your payment could not be completed.');
      router.push(receipt);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'A network error occurred. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="checkout__form" onSubmit={onSubmit}>
      <label htmlFor={emailId}>E-mail for the receipt</label>
      <input
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
        {busy ? 'Paying…' : `Pay ${priceLabel}`}
      </button>
    </form>
  );
}
