'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { IntlIsland } from '@/lib/i18n/IntlIsland';
import type { IslandIntl } from '@/lib/i18n/island';
import { EMAIL_NAME, RETURN_NAME, type SignUpState } from './state';
import styles from './Newsletter.module.css';

/** What the form shows: the server's state, or `refused` when the route turned the post away before reading it. */
type Shown = SignUpState | { status: 'refused'; email: string };

export interface NewsletterFormProps {
  /** The sign-up route in the page's language (/de/api/newsletter). */
  action: string;
  /** Where a post without JavaScript comes back to: this page, at this form. */
  returnTo: string;
  idPrefix: string;
  /** The outcome of a post without JavaScript, or idle. */
  initial: SignUpState;
  intl: IslandIntl<'Newsletter'>;
}

/**
 * The sign-up form. Without JavaScript it is a plain form post to the route, which comes back to this page with the
 * outcome; with it, the same post is sent by fetch and the outcome shown in place. Either way what was typed stays,
 * the outcome is announced (the error as an alert, the rest as a status), and an error moves focus to the field.
 */
export function NewsletterForm({ intl, ...props }: NewsletterFormProps) {
  return (
    <IntlIsland intl={intl}>
      <SignUpForm {...props} />
    </IntlIsland>
  );
}

function SignUpForm({ action, returnTo, idPrefix, initial }: Omit<NewsletterFormProps, 'intl'>) {
  const t = useTranslations('Newsletter');
  const [shown, setShown] = useState<Shown>(initial);
  const [pending, setPending] = useState(false);
  // Answers shown so far; a page that came back from a post without JavaScript shows one already.
  const [attempt, setAttempt] = useState(initial.status === 'idle' ? 0 : 1);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (attempt > 0 && shown.status === 'invalid') input.current?.focus();
  }, [attempt, shown.status]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') data.append(name, value);
    const email = data.get(EMAIL_NAME) ?? '';
    setPending(true);
    try {
      const response = await fetch(action, { method: 'POST', body: data, headers: { accept: 'application/json' } });
      const answer = (await response.json().catch(() => null)) as Partial<SignUpState> | null;
      setShown(
        answer && typeof answer.status === 'string' && answer.status !== 'idle' ? (answer as SignUpState) : { status: 'refused', email },
      );
    } catch {
      setShown({ status: 'failed', email });
    } finally {
      setPending(false);
      setAttempt((count) => count + 1);
    }
  }

  const id = `${idPrefix}-email`;
  const error = shown.status === 'invalid' ? t(`errors.${shown.problem}`) : null;
  let status: string | null = null;
  if (shown.status === 'sent') status = t('sent', { email: shown.email });
  else if (shown.status === 'blocked') status = t('blocked', { minutes: shown.minutes });
  else if (shown.status === 'failed') status = t('failed');
  else if (shown.status === 'refused') status = t('refused');

  return (
    <form className={styles.form} action={action} method="post" onSubmit={submit} noValidate data-newsletter-form>
      <input type="hidden" name={RETURN_NAME} value={returnTo} />
      <label htmlFor={id} className={styles.label}>
        {t('label')}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('hint')}
      </p>
      <div className={styles.row}>
        <input
          ref={input}
          id={id}
          className={styles.input}
          type="email"
          name={EMAIL_NAME}
          autoComplete="email"
          spellCheck={false}
          dir="auto"
          required
          defaultValue={'email' in shown ? shown.email : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        <button type="submit" className="button" aria-disabled={pending || undefined}>
          {pending ? t('sending') : t('submit')}
        </button>
      </div>
      {error && (
        <p key={`error-${attempt}`} id={`${id}-error`} className={styles.error} role="alert">
          <span className="sr-only">{t('error')}</span>
          {error}
        </p>
      )}
      {/* Always present, so that screen readers hear its text change. */}
      <p className={styles.status} role="status" data-tone={shown.status === 'sent' ? undefined : 'problem'}>
        {status}
      </p>
    </form>
  );
}
