import Link from 'next/link';
import { AccountForm } from './AccountForm';
import { newPasswordFields, type AccountFormState } from './state';

/**
 * The page behind an e-mailed link (password reset, invitation): the link's token travels in a
 * hidden field, the member chooses a password.
 */
export function NewPasswordPage({
  title,
  token,
  action,
}: {
  title: string;
  token: string | undefined;
  action: (previous: AccountFormState, data: FormData) => Promise<AccountFormState>;
}) {
  return (
    <div className="container section account">
      <h1>{title}</h1>
      <AccountForm
        label={title}
        action={action}
        hidden={{ token: typeof token === 'string' ? token : '' }}
        submitLabel="Save the password"
        fields={newPasswordFields}
      />
      <p>
        <Link href="/account/sign-in">Sign in</Link>
      </p>
    </div>
  );
}
