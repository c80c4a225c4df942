import type { Metadata } from 'next';
import { NewPasswordPage } from '@/features/account/NewPasswordPage';
import { acceptInviteAction } from '@/features/account/server/actions';

export const metadata: Metadata = { title: 'Accept your invitation', robots: { index: false }, referrer: 'no-referrer' };

export default async function AcceptInvitePage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return <NewPasswordPage title="Accept your invitation" token={token} action={acceptInviteAction} />;
}
