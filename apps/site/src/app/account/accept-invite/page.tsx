import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { followLinkLanguage } from '@/features/account/link-language';
import { NewPasswordPage } from '@/features/account/NewPasswordPage';
import { acceptInviteAction } from '@/features/account/server/actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('acceptInvite'), robots: { index: false }, referrer: 'no-referrer' };
}

export default async function AcceptInvitePage({ searchParams }: { searchParams: Promise<{ token?: string; lang?: string }> }) {
  const [{ token, lang }, t] = await Promise.all([searchParams, getTranslations('Account')]);
  await followLinkLanguage('/account/accept-invite', lang, token);
  return <NewPasswordPage title={t('acceptInvite')} token={token} action={acceptInviteAction} />;
}
