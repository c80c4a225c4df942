import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountForm } from '@/features/account/AccountForm';
import { acceptInviteAction } from '@/features/account/server/actions';
import { MIN_PASSWORD_LENGTH } from '@/features/account/state';

export const metadata: Metadata = { title: 'Accept your invitation', robots: { index: false }, referrer: 'no-referrer' };

export default async function AcceptInvitePage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <div className="container section account">
      <h1>Accept your invitation</h1>
      <AccountForm
        label="Accept your invitation"
        action={acceptInviteAction}
        hidden={{ token: typeof token === 'string' ? token : '' }}
        submitLabel="Save the password"
        fields={[
          { name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password', minLength: MIN_PASSWORD_LENGTH },
          {
            name: 'confirmation',
            label: 'New password again',
            type: 'password',
            autoComplete: 'new-password',
            minLength: MIN_PASSWORD_LENGTH,
          },
        ]}
      />
      <p>
        <Link href="/account/sign-in">Sign in</Link>
      </p>
    </div>
  );
}
