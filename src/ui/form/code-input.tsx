import { useLingui } from '@lingui/react/macro';
import type { ChangeEvent, CSSProperties } from 'react';
import { cx } from '../class-names.ts';
import { TextField, type TextFieldProps } from '../text-field.tsx';
import './code-input.css';

export interface CodeInputProps
  extends Omit<TextFieldProps, 'label' | 'value' | 'defaultValue' | 'onChange' | 'maxLength'> {
  /** "Verification code" by default. */
  label?: string;
  value: string;
  /** Only digits, at most `length` of them. */
  onChange: (code: string) => void;
  /** Called once every digit is in, e.g. to submit. */
  onComplete?: (code: string) => void;
  length?: number;
}

/** One input for an SMS or e-mail code, so the phone can offer it and a paste fills every slot. */
export function CodeInput({
  label,
  value,
  onChange,
  onComplete,
  length = 6,
  className,
  style,
  ...field
}: CodeInputProps) {
  const { t } = useLingui();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const code = event.target.value.replace(/\D/g, '').slice(0, length);
    onChange(code);
    if (code.length === length && code !== value) onComplete?.(code);
  }

  return (
    <TextField
      {...field}
      label={label ?? t`Verification code`}
      className={cx('code-input', className)}
      style={{ ...style, '--code-length': length } as CSSProperties}
      value={value}
      onChange={handleChange}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`\\d{${length}}`}
      maxLength={length}
      spellCheck={false}
    />
  );
}
