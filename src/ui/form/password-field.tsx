import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useState } from 'react';
import { FieldFrame } from './field-frame.tsx';
import './password-field.css';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'autoComplete'> {
  /** "Password" by default. */
  label?: string;
  /** `current-password` to sign in, `new-password` to create one (lets the browser suggest one). */
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  error?: string;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  hint,
  error,
  required,
  id,
  className,
  autoComplete,
  ...input
}: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);

  return (
    <FieldFrame
      label={label ?? t`Password`}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <div className="field__control password-field__control">
          <input
            {...input}
            id={control.id}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            required={required}
            className="field__input"
            aria-invalid={control.invalid}
            aria-describedby={control.describedBy}
          />
          <button
            type="button"
            className="password-field__toggle"
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible(!visible)}
          >
            <EyeIcon crossed={visible} />
            {/* One name with a pressed state: a name that flips too would read "Hide password, pressed". */}
            <span className="visually-hidden">{t`Show password`}</span>
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="m4 4 16 16" />}
    </svg>
  );
}
