import { currentPagePath } from '@/lib/i18n/alternates';
import { islandIntl } from '@/lib/i18n/island';
import { pageLanguage } from '@/lib/i18n/page-language';
import { readPostResult } from '@/lib/post-result';
import { NewsletterForm } from './island';
import type { KeptSignUp, SignUpState } from './state';
import styles from './Newsletter.module.css';

/**
 * The newsletter sign-up: an optional heading and text, and the form (its island loads only on pages that show it).
 * `id` must be unique on the page; a post without JavaScript comes back to it.
 */
export async function NewsletterSignUp({
  heading,
  text,
  id = 'newsletter',
  headingLevel = 2,
}: {
  heading?: string | null;
  text?: string | null;
  id?: string;
  headingLevel?: 2 | 3;
}) {
  const [{ href }, path, kept, intl] = await Promise.all([pageLanguage(), currentPagePath(), readPostResult(), islandIntl('Newsletter')]);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.signUp} id={id}>
      {heading?.trim() && <Heading id={`${id}-title`}>{heading}</Heading>}
      {text?.trim() && <p className={styles.text}>{text}</p>}
      <NewsletterForm action={href('/api/newsletter')} returnTo={`${path}#${id}`} idPrefix={id} initial={keptSignUp(kept)} intl={intl} />
    </div>
  );
}

/** The outcome of this visitor's sign-up without JavaScript, if the page came back from one. */
function keptSignUp(kept: unknown): SignUpState {
  const state = (kept as Partial<KeptSignUp> | null)?.newsletter;
  return state && typeof state.status === 'string' ? state : { status: 'idle' };
}
