import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/server';
import { pageLanguage } from '@/lib/i18n/page-language';
import { safeRedirect } from '@/lib/security/redirect';
import { AccountForm } from '@/features/account/AccountForm';
import { signInAction } from '@/features/account/server/actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('signInTitle'), robots: { index: false } };
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const [{ next }, t, { href }] = await Promise.all([searchParams, getTranslations('Account'), pageLanguage()]);
  return (
    <div className="container section account">
      <h1>{t('signInTitle')}</h1>
      <AccountForm
        label={t('signIn')}
        action={signInAction}
        hidden={{ next: safeRedirect(next, href('/account/profile'), { except: [href('/account/sign-in')] }) }}
        submitLabel={t('signIn')}
        fields={[
          { name: 'email', label: t('email'), type: 'email', autoComplete: 'email' },
          { name: 'password', label: t('password'), type: 'password', autoComplete: 'current-password' },
        ]}
      />
      <p>
        <Link href={href('/account/forgot-password')}>{t('forgotLink')}</Link>
      </p>
    </div>
  );
}
