'use client';

import { useActionState } from 'react';
import { IDLE, type AccountFormState } from './state';

export interface AccountField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  defaultValue?: string;
  required?: boolean;
  minLength?: number;
}

/**
 * A small account form (sign-in, password, profile) on a server action. Works without JavaScript;
 * with it, the answer appears without a reload. Passwords never come back from the server.
 */
export function AccountForm({
  action,
  fields,
  hidden = {},
  submitLabel,
  label,
}: {
  action: (state: AccountFormState, data: FormData) => Promise<AccountFormState>;
  fields: AccountField[];
  hidden?: Record<string, string>;
  submitLabel: string;
  label: string;
}) {
  const [state, formAction, pending] = useActionState(action, IDLE);
  return (
    <form action={formAction} className="account-form" aria-label={label}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((field) => (
        <p key={field.name} className="account-form__field">
          <label htmlFor={`account-${field.name}`}>{field.label}</label>
          <input
            id={`account-${field.name}`}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            required={field.required ?? true}
            minLength={field.minLength}
            defaultValue={field.type === 'password' ? undefined : (state.values?.[field.name] ?? field.defaultValue)}
          />
        </p>
      ))}
      {state.message && (
        <p role={state.status === 'error' ? 'alert' : 'status'} className={`account-form__message account-form__message--${state.status}`}>
          {state.message}
        </p>
      )}
      <button type="submit" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
