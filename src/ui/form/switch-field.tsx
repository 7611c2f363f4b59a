import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../class-names.ts';
import './switch-field.css';

export interface SwitchFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'role' | 'children'> {
  /** The label: what the switch turns on. */
  children: ReactNode;
  /** Controlled: a switch says whether it is on. */
  checked: boolean;
  hint?: string;
}

/** An on/off setting that applies as a choice of the form, e.g. "send me offers": the whole row is the tap target. */
export function SwitchField({ children, checked, hint, id, className, ...input }: SwitchFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cx('switch-field', className)}>
      <label htmlFor={inputId} className="switch-field__label">
        {children}
      </label>
      <input
        {...input}
        id={inputId}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        className="switch-field__input"
        aria-describedby={cx(hintId, input['aria-describedby']) || undefined}
      />
      <span className="switch-field__track" aria-hidden="true">
        <span className="switch-field__thumb" />
      </span>
      {hint && (
        <p id={hintId} className="switch-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
