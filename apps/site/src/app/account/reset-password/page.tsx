import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { followLinkLanguage } from '@/features/account/link-language';
import { NewPasswordPage } from '@/features/account/NewPasswordPage';
import { resetPasswordAction } from '@/features/account/server/actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('chooseNewPassword'), robots: { index: false }, referrer: 'no-referrer' };
}

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string; lang?: string }> }) {
  const [{ token, lang }, t] = await Promise.all([searchParams, getTranslations('Account')]);
  await followLinkLanguage('/account/reset-password', lang, token);
  return <NewPasswordPage title={t('chooseNewPassword')} token={token} action={resetPasswordAction} />;
}
