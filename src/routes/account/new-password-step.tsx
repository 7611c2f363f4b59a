import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AccountErrorKey } from '../../../machines/shared/error-key.ts';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { AccountForm } from './account-form.tsx';
import { AccountPage, type AccountStep } from './account-page.tsx';
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
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { fieldError, formError } = useAccountError(errorKey, {
    passwordTooShort: 'password',
    passwordNeedsLettersAndDigits: 'password',
    passwordMismatch: 'confirmation',
  });

  return (
    <AccountPage title={title} subtitle={subtitle} step={step}>
      <AccountForm
        onSubmit={() => flow.send({ type: 'password.submit', password, confirmation })}
        submitLabel={submitLabel}
        busy={busy}
        errorKey={errorKey}
        formError={formError}
      >
        <PasswordField
          label={t`Password`}
          autoComplete="new-password"
          name="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={t`At least 8 characters, with letters and numbers.`}
          error={fieldError('password')}
          required
          autoFocus
        />
        <PasswordField
          label={t`Confirm the password`}
          autoComplete="new-password"
          name="confirmation"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={fieldError('confirmation')}
          required
        />
      </AccountForm>
    </AccountPage>
  );
}
