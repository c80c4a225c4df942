import type { Metadata } from 'next';
import { AccountForm } from '@/features/account/AccountForm';
import { requestResetAction } from '@/features/account/server/actions';

export const metadata: Metadata = { title: 'Forgot your password?', robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <div className="container section account">
      <h1>Forgot your password?</h1>
      <p>Enter your e-mail address and we will send you a link to choose a new one.</p>
      <AccountForm
        label="Request a new password"
        action={requestResetAction}
        submitLabel="Send the link"
        fields={[{ name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' }]}
      />
    </div>
  );
}
