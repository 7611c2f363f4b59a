import { useLingui } from '@lingui/react/macro';
import type { AccountErrorKey } from '../../../machines/shared/error-key.ts';
import { PasswordField } from '../../ui/form/password-field.tsx';

/** A new password typed twice. */
export interface NewPassword {
  password: string;
  confirmation: string;
}

export const NO_NEW_PASSWORD: NewPassword = { password: '', confirmation: '' };

/** The field under which each refusal of a new password is shown (the machines check the policy). */
export const newPasswordErrorFields = {
  passwordTooShort: 'password',
  passwordNeedsLettersAndDigits: 'password',
  passwordMismatch: 'confirmation',
} as const satisfies Partial<Record<AccountErrorKey, keyof NewPassword>>;

export interface NewPasswordFieldsProps {
  value: NewPassword;
  onChange(value: NewPassword): void;
  error(field: keyof NewPassword): string | undefined;
  /** The account has a password already: the labels speak of the new one. */
  replacing?: boolean;
  autoFocus?: boolean;
}

/** The new password and its confirmation: registration, recovery and the profile's password step. */
export function NewPasswordFields({
  value,
  onChange,
  error,
  replacing = false,
  autoFocus,
}: NewPasswordFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        label={replacing ? t`New password` : t`Password`}
        autoComplete="new-password"
        name="password"
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
        hint={t`At least 8 characters, with letters and numbers.`}
        error={error('password')}
        required
        autoFocus={autoFocus}
      />
      <PasswordField
        label={replacing ? t`Confirm the new password` : t`Confirm the password`}
        autoComplete="new-password"
        name="confirmation"
        value={value.confirmation}
        onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
        error={error('confirmation')}
        required
      />
    </>
  );
}
