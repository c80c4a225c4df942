import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/server';
import { pageLanguage } from '@/lib/i18n/page-language';

/** What anonymous visitors see instead of a members-only page's content. */
export async function MembersOnlyNotice({ title, path }: { title: string; path: string }) {
  const [t, { href }] = await Promise.all([getTranslations('Members'), pageLanguage()]);
  return (
    <div className="container section">
      <h1>{title}</h1>
      <p>{t('notice')}</p>
      <p>
        <Link href={`${href('/account/sign-in')}?next=${encodeURIComponent(path)}`}>{t('signIn')}</Link>
      </p>
    </div>
  );
}
