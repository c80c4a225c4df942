import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/server';
import { pageLanguage } from '@/lib/i18n/page-language';

export default async function NotFound() {
  const [t, { href }] = await Promise.all([getTranslations('NotFound'), pageLanguage()]);
  return (
    <div className="container section">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <Link href={href('/')}>{t('home')}</Link>
      </p>
    </div>
  );
}
