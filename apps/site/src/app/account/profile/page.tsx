import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountForm } from '@/features/account/AccountForm';
import { newPasswordFields } from '@/features/account/state';
import { MemberActivity } from '@/features/account/MemberActivity';
import { changePasswordAction, signOutAction, updateProfileAction } from '@/features/account/server/actions';
import { currentMember } from '@/features/account/server/session';
import { getMemberProfile, listMemberOrders, listMemberSubmissions } from '@/lib/content';

export const metadata: Metadata = { title: 'Your account', robots: { index: false } };
export const dynamic = 'force-dynamic';

export default async function ProfilePage() {
  const member = await currentMember();
  if (!member) redirect('/account/sign-in?next=/account/profile');
  const [profile, orders, submissions] = await Promise.all([
    getMemberProfile(member.id),
    listMemberOrders(member.id).catch(() => []),
    listMemberSubmissions(member.id).catch(() => []),
  ]);
  return (
    <div className="container section account">
      <h1>Your account</h1>
      <form action={signOutAction}>
        <button type="submit">Sign out</button>
      </form>
      <h2>Profile</h2>
      <AccountForm
        label="Profile"
        action={updateProfileAction}
        submitLabel="Save the profile"
        fields={[
          { name: 'first_name', label: 'First name', autoComplete: 'given-name', defaultValue: profile.first_name ?? '', required: false },
          { name: 'last_name', label: 'Last name', autoComplete: 'family-name', defaultValue: profile.last_name ?? '', required: false },
          { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', defaultValue: profile.email ?? '' },
        ]}
      />
      <h2>Password</h2>
      <AccountForm
        label="Change the password"
        action={changePasswordAction}
        submitLabel="Change the password"
        fields={[
          { name: 'current_password', label: 'Current password', type: 'password', autoComplete: 'current-password' },
          ...newPasswordFields,
        ]}
      />
      <MemberActivity orders={orders} submissions={submissions} />
    </div>
  );
}
