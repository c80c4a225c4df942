import { getTranslations } from '@/lib/i18n/server';

/** The message of a page that cannot be shown right now, with a link to try again. */
export async function UnavailableNotice({ retryHref }: { retryHref: string }) {
  const t = await getTranslations('Unavailable');
  return (
    <div className="container section" role="alert">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <a href={retryHref}>{t('retry')}</a>
      </p>
    </div>
  );
}
