import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../class-names.ts';
import { Icon } from '../icon.tsx';
import '../text-field.css';
import './checkbox-field.css';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  /** The label; may hold links, e.g. to the terms. */
  children: ReactNode;
  hint?: string;
  /** Shown below the label; marks the checkbox invalid. */
  error?: string;
}

/** A checkbox whose whole row is the tap target, e.g. "I accept the terms of use". */
export function CheckboxField({ children, hint, error, id, className, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;

  return (
    <div className={cx('checkbox-field', className)}>
      <div className="checkbox-field__row">
        <input
          {...input}
          id={inputId}
          type="checkbox"
          className="checkbox-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={cx(hintId, errorId, input['aria-describedby']) || undefined}
        />
        <span className="checkbox-field__box" aria-hidden="true">
          <Icon name="check" size={16} />
        </span>
        <label htmlFor={inputId} className="checkbox-field__label">
          {children}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="checkbox-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error checkbox-field__error">
          <Icon name="alert-circle" size={16} />
          {error}
        </p>
      )}
    </div>
  );
}
