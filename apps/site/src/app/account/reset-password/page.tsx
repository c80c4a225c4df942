import type { Metadata } from 'next';
import { NewPasswordPage } from '@/features/account/NewPasswordPage';
import { resetPasswordAction } from '@/features/account/server/actions';

export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false }, referrer: 'no-referrer' };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return <NewPasswordPage title="Choose a new password" token={token} action={resetPasswordAction} />;
}
