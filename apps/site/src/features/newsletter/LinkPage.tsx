import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { pageLanguage } from '@/lib/i18n/page-language';
import { NewsletterSignUp } from './NewsletterSignUp';
import styles from './Newsletter.module.css';

const CONFIRM_OUTCOMES = ['confirmed', 'alreadyConfirmed', 'expired', 'invalid', 'unavailable'] as const;
const UNSUBSCRIBE_OUTCOMES = ['unsubscribed', 'invalid', 'unavailable'] as const;
/** The outcomes after which the page offers to sign up again. */
const SIGN_UP_AGAIN = new Set(['expired', 'invalid']);
const TOKEN = /^[A-Za-z0-9_.-]{20,120}$/;

/** `already-confirmed` (the route's word) as its message's key. */
const messageKey = (outcome: string) => outcome.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The page's title; its address carries a personal token, kept out of search engines and of other sites' Referer. */
export async function linkPageMetadata(kind: 'confirm' | 'unsubscribe'): Promise<Metadata> {
  const t = await getTranslations('Newsletter');
  return { title: t(`${kind}.title`), robots: { index: false }, referrer: 'no-referrer' };
}

/**
 * The page an e-mail's link opens (/newsletter/confirm, /newsletter/unsubscribe, in the visitor's language). It asks
 * for one press of a button, which posts the link's token: a mail scanner or a browser's prefetch opening the link
 * changes nothing. The route sends the browser back here with the outcome (`?outcome=`), which the page states; an
 * expired or unknown confirmation link comes with the sign-up form, to ask for a new one.
 */
export async function LinkPage({ kind, token, outcome }: { kind: 'confirm' | 'unsubscribe'; token: unknown; outcome: unknown }) {
  const [t, { href }] = await Promise.all([getTranslations('Newsletter'), pageLanguage()]);
  const outcomes: readonly string[] = kind === 'confirm' ? CONFIRM_OUTCOMES : UNSUBSCRIBE_OUTCOMES;
  const known = typeof outcome === 'string' && outcomes.includes(messageKey(outcome)) ? messageKey(outcome) : null;
  const shape = typeof token === 'string' && TOKEN.test(token) ? token : null;
  const result = known ?? (shape ? null : 'invalid');
  return (
    <div className="container section">
      <h1>{t(`${kind}.title`)}</h1>
      {result ? (
        <p
          className={styles.status}
          role="status"
          data-outcome={result}
          data-tone={SIGN_UP_AGAIN.has(result) || result === 'unavailable' ? 'problem' : undefined}
        >
          {t(`${kind}.${result}` as Parameters<typeof t>[0])}
        </p>
      ) : (
        <form className={styles.form} action={href(`/api/newsletter/${kind}`)} method="post">
          <input type="hidden" name="token" value={shape ?? ''} />
          <p className={styles.text}>{t(`${kind}.text`)}</p>
          <p>
            <button type="submit" className="button">
              {t(`${kind}.button`)}
            </button>
          </p>
        </form>
      )}
      {kind === 'confirm' && result && SIGN_UP_AGAIN.has(result) && <NewsletterSignUp heading={t('confirm.again')} id="newsletter-again" />}
    </div>
  );
}
