import { useState } from 'react';
import type { AccountErrorKey } from '../../../machines/shared/error-key.ts';
import { AccountForm } from './account-form.tsx';
import { AccountPage, type AccountStep } from './account-page.tsx';
import { NewPasswordFields, NO_NEW_PASSWORD, newPasswordErrorFields } from './new-password-fields.tsx';
import { useAccountError } from './use-account-error.ts';

export interface PasswordEvents {
  send(event: { type: 'password.submit'; password: string; confirmation: string }): void;
}

export interface NewPasswordStepProps {
  flow: PasswordEvents;
  busy: boolean;
  errorKey: AccountErrorKey | undefined;
  title: string;
  subtitle?: string;
  submitLabel: string;
  step?: AccountStep;
}

/** A new password typed twice (registration, recovery); the machine checks the policy. */
export function NewPasswordStep({
  flow,
  busy,
  errorKey,
  title,
  subtitle,
  submitLabel,
  step,
}: NewPasswordStepProps) {
  const [value, setValue] = useState(NO_NEW_PASSWORD);
  const { fieldError, formError } = useAccountError(errorKey, newPasswordErrorFields);

  return (
    <AccountPage title={title} subtitle={subtitle} step={step}>
      <AccountForm
        onSubmit={() => flow.send({ type: 'password.submit', ...value })}
        submitLabel={submitLabel}
        busy={busy}
        errorKey={errorKey}
        formError={formError}
      >
        <NewPasswordFields value={value} onChange={setValue} error={fieldError} autoFocus />
      </AccountForm>
    </AccountPage>
  );
}
