import { getTranslations } from '@/lib/i18n/server';

/** Shown above every page rendered in preview (an editor's preview pass), so an editor never mistakes a draft for the live site. */
export async function PreviewBanner({ path }: { path: string }) {
  const t = await getTranslations('Preview');
  return (
    <aside className="preview-banner" aria-label={t('label')}>
      <p>{t.rich('text', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <a className="preview-banner__exit" href={`/api/preview/exit?to=${encodeURIComponent(path)}`}>
        {t('exit')}
      </a>
    </aside>
  );
}
