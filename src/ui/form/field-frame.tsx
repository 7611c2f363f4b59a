import { type ReactNode, useId } from 'react';
import { cx } from '../class-names.ts';
import { Icon } from '../icon.tsx';
import '../text-field.css';

export interface FieldFrameProps {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  id?: string;
  className?: string;
  /** The control row; gets the input id and the ids that describe it. */
  children: (control: {
    id: string;
    describedBy: string | undefined;
    invalid: true | undefined;
  }) => ReactNode;
}

/** TextField's label, hint and error around a custom control row (toggle buttons, a country picker). */
export function FieldFrame({ label, hint, error, required, id, className, children }: FieldFrameProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;

  return (
    <div className={cx('field', className)}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id: inputId,
        describedBy: cx(hintId, errorId) || undefined,
        invalid: error ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          <Icon name="alert-circle" size={16} />
          {error}
        </p>
      )}
    </div>
  );
}
