import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { AccountForm } from '@/features/account/AccountForm';
import { requestResetAction } from '@/features/account/server/actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('forgotTitle'), robots: { index: false } };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations('Account');
  return (
    <div className="container section account">
      <h1>{t('forgotTitle')}</h1>
      <p>{t('forgotText')}</p>
      <AccountForm
        label={t('requestLabel')}
        action={requestResetAction}
        submitLabel={t('sendLink')}
        fields={[{ name: 'email', label: t('email'), type: 'email', autoComplete: 'email' }]}
      />
    </div>
  );
}
