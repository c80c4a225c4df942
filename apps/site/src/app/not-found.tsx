import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <div className="container section">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <Link href="/">{t('home')}</Link>
      </p>
    </div>
  );
}
