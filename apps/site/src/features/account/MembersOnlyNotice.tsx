import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** What anonymous visitors see instead of a members-only page's content. */
export async function MembersOnlyNotice({ title, path }: { title: string; path: string }) {
  const t = await getTranslations('Members');
  return (
    <div className="container section">
      <h1>{title}</h1>
      <p>{t('notice')}</p>
      <p>
        <Link href={`/account/sign-in?next=${encodeURIComponent(path)}`}>{t('signIn')}</Link>
      </p>
    </div>
  );
}
