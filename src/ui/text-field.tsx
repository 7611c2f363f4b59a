import { type ComponentProps, useId } from 'react';
import { cx } from './class-names.ts';
import { Icon, type IconName } from './icon.tsx';
import './text-field.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  hint?: string;
  /** Shown below the input; marks it invalid. */
  error?: string;
  icon?: IconName;
  id?: string;
}

/** A labelled input. `ref` reaches the `<input>` (React 19 passes it as a prop). */
export function TextField({ label, hint, error, icon, id, className, required, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = cx(hintId, errorId, input['aria-describedby']) || undefined;

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
      <div className={cx('field__control', icon && 'field__control--icon')}>
        {icon && <Icon name={icon} size={20} className="field__icon" />}
        <input
          {...input}
          id={inputId}
          required={required}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
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
