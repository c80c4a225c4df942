import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountForm } from '@/features/account/AccountForm';
import { safeRedirectPath } from '@/features/account/redirect';
import { signInAction } from '@/features/account/server/actions';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const { next } = await searchParams;
  return (
    <div className="container section account">
      <h1>Sign in</h1>
      <AccountForm
        label="Sign in"
        action={signInAction}
        hidden={{ next: safeRedirectPath(next) }}
        submitLabel="Sign in"
        fields={[
          { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
          { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
        ]}
      />
      <p>
        <Link href="/account/forgot-password">Forgot your password?</Link>
      </p>
    </div>
  );
}
