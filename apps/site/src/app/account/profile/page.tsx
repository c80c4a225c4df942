import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { redirect } from 'next/navigation';
import { AccountForm } from '@/features/account/AccountForm';
import { newPasswordFields } from '@/features/account/state';
import { MemberActivity } from '@/features/account/MemberActivity';
import { changePasswordAction, signOutAction, updateProfileAction } from '@/features/account/server/actions';
import { currentMember } from '@/features/account/server/session';
import { getMemberProfile, listMemberOrders, listMemberSubmissions } from '@/lib/content';
import { pageLanguage } from '@/lib/i18n/page-language';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('yourAccount'), robots: { index: false } };
}
export const dynamic = 'force-dynamic';

export default async function ProfilePage() {
  const member = await currentMember();
  const { href } = await pageLanguage();
  if (!member) redirect(`${href('/account/sign-in')}?next=${href('/account/profile')}`);
  const [t, profile, orders, submissions] = await Promise.all([
    getTranslations('Account'),
    getMemberProfile(member.id),
    listMemberOrders(member.id).catch(() => []),
    listMemberSubmissions(member.id).catch(() => []),
  ]);
  return (
    <div className="container section account">
      <h1>{t('yourAccount')}</h1>
      <form action={signOutAction}>
        <button type="submit">{t('signOut')}</button>
      </form>
      <h2>{t('profile')}</h2>
      <AccountForm
        label={t('profile')}
        action={updateProfileAction}
        submitLabel={t('saveProfile')}
        fields={[
          {
            name: 'first_name',
            label: t('firstName'),
            autoComplete: 'given-name',
            defaultValue: profile.first_name ?? '',
            required: false,
          },
          { name: 'last_name', label: t('lastName'), autoComplete: 'family-name', defaultValue: profile.last_name ?? '', required: false },
          { name: 'email', label: t('email'), type: 'email', autoComplete: 'email', defaultValue: profile.email ?? '' },
        ]}
      />
      <h2>{t('passwordHeading')}</h2>
      <AccountForm
        label={t('changePassword')}
        action={changePasswordAction}
        submitLabel={t('changePassword')}
        fields={[
          { name: 'current_password', label: t('currentPassword'), type: 'password', autoComplete: 'current-password' },
          ...newPasswordFields({ newPassword: t('newPassword'), newPasswordAgain: t('newPasswordAgain') }),
        ]}
      />
      <MemberActivity orders={orders} submissions={submissions} />
    </div>
  );
}
