import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/server';
import { pageLanguage } from '@/lib/i18n/page-language';
import { AccountForm } from './AccountForm';
import { newPasswordFields, type AccountFormState } from './state';

/**
 * The page behind an e-mailed link (password reset, invitation): the link's token travels in a
 * hidden field, the member chooses a password.
 */
export async function NewPasswordPage({
  title,
  token,
  action,
}: {
  title: string;
  token: string | undefined;
  action: (previous: AccountFormState, data: FormData) => Promise<AccountFormState>;
}) {
  const [t, { href }] = await Promise.all([getTranslations('Account'), pageLanguage()]);
  return (
    <div className="container section account">
      <h1>{title}</h1>
      <AccountForm
        label={title}
        action={action}
        hidden={{ token: typeof token === 'string' ? token : '' }}
        submitLabel={t('savePassword')}
        fields={newPasswordFields({ newPassword: t('newPassword'), newPasswordAgain: t('newPasswordAgain') })}
      />
      <p>
        <Link href={href('/account/sign-in')}>{t('signIn')}</Link>
      </p>
    </div>
  );
}
